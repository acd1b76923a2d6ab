//@ variant-of: newly-unsafe-functions.md#block-1
//@ claim: "The `deprecated_safe_2024` lint will automatically modify any use of these functions to be wrapped in an `unsafe` block so that it can compile on both editions"
//@ edition: 2021
//@ compile-flags: -W deprecated_safe_2024
//@ check-pass
//@[e2021] holds-since: 1.82 "deprecated_safe_2024 is unknown on 1.63; set_var/remove_var became unsafe fn with a pre-2024 exemption in 1.80 (RELEASES.md 1.80.0 Compatibility Notes, rust-lang/rust#124636); the first release where it fires here, bisected with edrift bisect over rustup 1.80.0..1.84.0: fails on 1.81.0, holds on 1.82.0; holds on 1.85"
fn main() {
    std::env::set_var("FOO", "123");
    //~^ WARN deprecated_safe_2024
    //~| HELP you can wrap the call in an `unsafe` block if you can guarantee that the environment access only happens in single-threaded code
}
