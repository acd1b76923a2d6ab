//@ variant-of: missing-macro-fragment-specifiers.md#block-1
//@ claim: "Calling the macro with arguments that would match a rule with a missing specifier (e.g., `foo!($name)`) was a hard error in all editions"
//@ note: "with the lint allowed, Rust 2021 rejects the call that reaches the arm without a specifier (lint-allowed-2021 shows that the definition alone is accepted up to 1.88): the error, reported at the arm, is the call's"
//@ max-rust: 1.88
//@ note: "max-rust 1.88: from 1.89 the definition itself is a hard error in every edition (RELEASES.md 1.89.0 Compatibility Notes, rust-lang/rust#128425), so the same error no longer says anything about the call: a cell there would hold whatever calls do"
//@ edition: 2021
#![allow(missing_fragment_specifier)]

macro_rules! foo {
   () => {};
   ($name) => { };
   //~^ ERROR missing fragment specifier
}

fn main() {
   foo!(x);
}
