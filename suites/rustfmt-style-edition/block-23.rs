//@ source: rustfmt-formatting-fixes.md#block-23 sha256:a57033e38c7c927b2ea00b96ed137334a8efc36704af624d24845a7b7aecddb5
//@ section: Empty lines in where clauses are now removed
//@ claim: "The guide's example (style edition 2021 output) is valid Rust: it compiles under both editions"
//@ check-pass
//@ note: "The formatting claim itself needs a rustfmt stage (not built); checked by hand, see README.md."
fn foo<T>(_: T)
where
    T: std::fmt::Debug,

    T: std::fmt::Display,
{
}
