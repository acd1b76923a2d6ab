//@ variant-of: newly-unsafe-functions.md#block-1
//@ claim: "This lint is part of the `rust-2024-compatibility` lint group, which will automatically be applied when running `cargo fix --edition`"
//@ edition: 2021
//@ compile-flags: -W rust-2024-compatibility
//@ check-pass
//@[e2021] holds-since: 1.85 "observed failing on lane 1.63 (the matrix): `check-pass` claimed, but the compiler rejected it"
fn main() {
    // FIXME: Audit that the environment access only happens in single-threaded code.
    unsafe { std::env::set_var("FOO", "123") };
    //~^ WARN deprecated_safe_2024
}
