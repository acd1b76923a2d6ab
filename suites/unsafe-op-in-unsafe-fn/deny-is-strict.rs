//@ rfc: 2585
//@ claim: "By setting `#[deny(unsafe_op_in_unsafe_fn)]`, the compiler is as strict about unsafe operations inside `unsafe fn` as it is everywhere else"
#![deny(unsafe_op_in_unsafe_fn)]

pub unsafe fn get_unchecked<T>(x: &[T], i: usize) -> &T {
  x.get_unchecked(i)
  //~^ ERROR is unsafe and requires unsafe block
}
