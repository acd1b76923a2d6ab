//@ variant-of: match-ergonomics.md#block-11
//@ compile-flags: -W rust_2024_compatibility
//@ edition: 2021
//@ claim: "This lint is part of the `rust-2024-compatibility` lint group which is automatically applied when running `cargo fix --edition`"
//@[e2021] holds-since: 1.84 "fails on 1.63: E0602 unknown lint group rust_2024_compatibility; holds on 1.85. rust_2024_incompatible_pat came with rust-lang/rust#124639 (May 2024) and the edition 2024 restrictions of rust-lang/rust#131381 (Oct 2024); the first stable release where it fires through the group, bisected with edrift bisect over rustup toolchains 1.64.0..1.85.0 (7 probes): the claim fails on 1.83.0 and holds from 1.84.0 on"
pub fn f() {
let [x, mut y] = &[(), ()];
//~^ WARN rust_2024_incompatible_pat
}
