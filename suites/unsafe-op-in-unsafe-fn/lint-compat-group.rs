//@ claim: "The `unsafe_op_in_unsafe_fn` lint is part of the `rust-2024-compatibility` lint group"
//@ edition: 2021
//@ compile-flags: -W rust-2024-compatibility
//@ check-pass
//@[e2021] holds-since: 1.77 "fails on 1.63: E0602 unknown lint group rust_2024_compatibility (unsafe_op_in_unsafe_fn itself exists since 1.52, RELEASES.md 1.52.0); holds on 1.85; bisected with edrift bisect over rustup toolchains 1.64.0..1.85.0 (6 probes): the claim fails on 1.76.0 and holds from 1.77.0 on"
pub unsafe fn get_unchecked<T>(x: &[T], i: usize) -> &T {
  x.get_unchecked(i)
  //~^ WARN is unsafe and requires unsafe block
}
