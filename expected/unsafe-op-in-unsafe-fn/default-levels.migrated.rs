//@ claim: "The `unsafe_op_in_unsafe_fn` lint now warns by default"
//@ note: "no attribute, no flag: Rust 2024 warns; Rust 2021 keeps the lint allowed (checked with -D warnings)"
//@[e2021] compile-flags: -D warnings
//@ check-pass
pub unsafe fn get_unchecked<T>(x: &[T], i: usize) -> &T { unsafe {
  x.get_unchecked(i)
  //[e2024]~^ WARN is unsafe and requires unsafe block
}}
