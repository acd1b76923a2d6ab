//@ claim: "The `unsafe_op_in_unsafe_fn` lint is part of the `rust-2024-compatibility` lint group"
//@ edition: 2021
//@ compile-flags: -W rust-2024-compatibility
//@ check-pass
//@[e2021] holds-since: 1.85 "fails on 1.63: E0602 unknown lint group rust_2024_compatibility (unsafe_op_in_unsafe_fn itself exists since 1.52, RELEASES.md 1.52.0); holds on 1.85; the release in which the group appeared with this lint in it is not yet bisected"
pub unsafe fn get_unchecked<T>(x: &[T], i: usize) -> &T {
  x.get_unchecked(i)
  //~^ WARN is unsafe and requires unsafe block
}
