//@ variant-of: newly-unsafe-functions.md#block-1
//@ claim: "The `deprecated_safe_2024` lint will automatically modify any use of these functions to be wrapped in an `unsafe` block so that it can compile on both editions"
//@ edition: 2021
//@ compile-flags: -W deprecated_safe_2024
//@ check-pass
//@[e2021] holds-since: 1.85 "observed failing on lane 1.63 (the matrix): `check-pass` claimed, but the compiler rejected it"
fn main() {
    // TODO: Audit that the environment access only happens in single-threaded code.
    unsafe { std::env::set_var("FOO", "123") };
    //~^ WARN deprecated_safe_2024
    //~| HELP you can wrap the call in an `unsafe` block if you can guarantee that the environment access only happens in single-threaded code
}
