//@ variant-of: newly-unsafe-functions.md#block-1
//@ claim: "This lint is part of the `rust-2024-compatibility` lint group, which will automatically be applied when running `cargo fix --edition`"
//@ edition: 2021
//@ compile-flags: -W rust-2024-compatibility
//@ check-pass
//@[e2021] holds-since: 1.82 "fails on 1.63: E0602 unknown lint group rust_2024_compatibility; set_var became unsafe fn with a pre-2024 exemption in 1.80 (RELEASES.md 1.80.0, rust-lang/rust#124636); the first release where it fires here, bisected with edrift bisect over rustup 1.80.0..1.84.0: fails on 1.81.0, holds on 1.82.0; holds on 1.85"
fn main() {
    std::env::set_var("FOO", "123");
    //~^ WARN deprecated_safe_2024
}
