//@ source: rustfmt-formatting-fixes.md#block-24 sha256:503805a78558ad083560d502c934f8bfa5087fb696867b57e0964b50dcb911b2
//@ section: Empty lines in where clauses are now removed
//@ claim: "The style edition 2024 output: style edition 2024 leaves it as it is (2021 is unclaimed; its output is blessed)"
//@ rustfmt
//@[e2024] formats-to: block-24.rs
fn foo<T>(_: T)
where
    T: std::fmt::Debug,
    T: std::fmt::Display,
{
}
