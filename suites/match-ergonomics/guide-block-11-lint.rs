//@ variant-of: match-ergonomics.md#block-11
//@ compile-flags: -W rust_2024_incompatible_pat
//@ claim: "The rust_2024_incompatible_pat lint flags patterns that are not allowed in Rust 2024 ... This lint will automatically convert affected patterns to fully explicit patterns"
//@[e2021] holds-since: 1.84 "fails on 1.63: E0602 unknown lint rust_2024_incompatible_pat; holds on 1.85. The lint came with rust-lang/rust#124639 (May 2024, for the unstable RFC 3627 rules) and with the edition 2024 restrictions of rust-lang/rust#131381 (Oct 2024), reworded by #134394 (Dec 2024); the first stable release where it fires here, bisected with edrift bisect over rustup toolchains 1.64.0..1.85.0 (7 probes): the claim fails on 1.83.0 and holds from 1.84.0 on"
pub fn f() {
let [x, mut y] = &[(), ()];
//[e2021]~^ WARN rust_2024_incompatible_pat
//[e2024]~| ERROR binding modifier not allowed
let [ref x] = &[()];
//[e2021]~^ WARN rust_2024_incompatible_pat
//[e2024]~| ERROR binding modifier not allowed
let [&x, y] = &[&(), &()];
//[e2021]~^ WARN rust_2024_incompatible_pat
//[e2024]~| ERROR reference pattern not allowed
}
