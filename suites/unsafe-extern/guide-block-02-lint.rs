//@ variant-of: unsafe-extern.md#block-2
//@ claim: "The `missing_unsafe_on_extern` lint can update `extern` blocks to add the `unsafe` keyword"
//@ note: "the block's attribute with an `extern` block: warning with the `unsafe` suggestion in 2021, hard error in 2024"
//@[e2021] holds-since: 1.82 "1.63 does not know missing_unsafe_on_extern (warning: unknown lint) and gives no warning; unsafe extern blocks were stabilized in 1.82 (RELEASES.md 1.82.0 Language, rust-lang/rust#127921); holds on 1.85; bisected with edrift bisect over rustup toolchains 1.64.0..1.85.0 (7 probes): the claim fails on 1.81.0 and holds from 1.82.0 on"
// Add this to the root of your crate to do a manual migration.
#![warn(missing_unsafe_on_extern)]

extern "C" {
//[e2021]~^ WARN missing_unsafe_on_extern
//[e2021]~| HELP needs `unsafe` before the extern keyword
//[e2024]~| ERROR extern blocks must be unsafe
    pub fn cos(x: f64) -> f64;
}
