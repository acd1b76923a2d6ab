//@ claim: "The `unsafe_op_in_unsafe_fn` lint is part of the `rust-2024-compatibility` lint group"
//@ edition: 2021
//@ compile-flags: -W rust-2024-compatibility
//@ check-pass
//@[e2021] holds-since: 1.85 "observed failing on lane 1.63 (the matrix): `check-pass` claimed, but the compiler rejected it"
pub unsafe fn get_unchecked<T>(x: &[T], i: usize) -> &T { unsafe {
  x.get_unchecked(i)
  //~^ WARN is unsafe and requires unsafe block
}}
