//@ variant-of: macro-fragment-specifiers.md#block-1
//@ claim: "Here, in the 2021 Edition, the macro will match the *second* rule ... In the 2024 Edition, `expr` specifiers now also match `const` and `_` expressions"
//@ note: "the guide's macro with arms that return their name, asserted per edition through a `--cfg` set by the cell's edition"
//@[e2021] compile-flags: --cfg edition_is_2021
//@ run-pass
macro_rules! example {
    ($e:expr_2021) => { "first rule" };
    (const $e:expr_2021) => { "second rule" };
}

#[cfg(edition_is_2021)]
const EXPECTED: &str = "second rule";
#[cfg(not(edition_is_2021))]
const EXPECTED: &str = "first rule";

fn main() {
    let got = example!(const { 1 + 1 });
    println!("{}", got);
    assert_eq!(got, EXPECTED);
}
