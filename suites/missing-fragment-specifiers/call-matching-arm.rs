//@ variant-of: missing-macro-fragment-specifiers.md#block-1
//@ claim: "Calling the macro with arguments that would match a rule with a missing specifier (e.g., `foo!($name)`) was a hard error in all editions"
//@ note: "with the lint allowed, Rust 2021 still rejects the call that reaches the arm without a specifier, on every lane"
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
