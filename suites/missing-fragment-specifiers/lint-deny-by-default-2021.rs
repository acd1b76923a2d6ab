//@ variant-of: missing-macro-fragment-specifiers.md#block-1
//@ claim: "The lint was a future-incompatibility lint since Rust 1.17, a deny-by-default lint since Rust 1.20"
//@ note: "in Rust 2021 the error used to be the deny-by-default lint (the diagnostic carries the lint name as its code); from 1.89 it is a plain hard error without a lint name"
//@ edition: 2021
//@ stale-since: 1.89 "converted into a hard error in all editions in Rust 1.89 (RELEASES.md 1.89.0 Compatibility Notes: Make missing_fragment_specifier an unconditional error, rust-lang/rust#128425; tracking rust-lang/rust#40107): the diagnostic no longer comes from the lint missing_fragment_specifier"
macro_rules! foo {
   () => {};
   ($name) => { };
   //~^ ERROR missing_fragment_specifier
}

fn main() {
   foo!();
}
