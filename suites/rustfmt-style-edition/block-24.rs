//@ source: rustfmt-formatting-fixes.md#block-24 sha256:503805a78558ad083560d502c934f8bfa5087fb696867b57e0964b50dcb911b2
//@ section: Empty lines in where clauses are now removed
//@ claim: "The guide's example (style edition 2024 output) is valid Rust: it compiles under both editions"
//@ check-pass
//@ note: "The formatting claim itself needs a rustfmt stage (not built); checked by hand, see README.md."
fn foo<T>(_: T)
where
    T: std::fmt::Debug,
    T: std::fmt::Display,
{
}
