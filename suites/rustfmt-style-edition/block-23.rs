//@ source: rustfmt-formatting-fixes.md#block-23 sha256:a57033e38c7c927b2ea00b96ed137334a8efc36704af624d24845a7b7aecddb5
//@ section: Empty lines in where clauses are now removed
//@ claim: "The style edition 2021 output: style edition 2021 leaves it as it is; style edition 2024 (the default of --edition 2024) formats it as the guide's 2024 block"
//@ rustfmt
//@[e2021] formats-to: block-23.rs
//@[e2024] formats-to: block-24.rs
fn foo<T>(_: T)
where
    T: std::fmt::Debug,

    T: std::fmt::Display,
{
}
