#[warn(unsafe_op_in_unsafe_fn)]
unsafe fn get_unchecked<T>(x: &[T], i: usize) -> &T { unsafe {
  x.get_unchecked(i)
//~^ WARN is unsafe and requires unsafe block
}}
