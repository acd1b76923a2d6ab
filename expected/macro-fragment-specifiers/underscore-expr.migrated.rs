//@ claim: "Indeed this happened with `const` expressions added in 1.79 and `_` expressions added in 1.59. In the 2021 Edition and earlier, the `expr` fragment specifier does *not* match those expressions ... In the 2024 Edition, `expr` specifiers now also match `const` and `_` expressions"
//@[e2021] compile-flags: --cfg edition_is_2021
//@ run-pass
macro_rules! which {
    ($e:expr_2021) => { "expr" };
    (_) => { "underscore" };
}

#[cfg(edition_is_2021)]
const EXPECTED: &str = "underscore";
#[cfg(not(edition_is_2021))]
const EXPECTED: &str = "expr";

fn main() {
    let got = which!(_);
    println!("{}", got);
    assert_eq!(got, EXPECTED);
}
