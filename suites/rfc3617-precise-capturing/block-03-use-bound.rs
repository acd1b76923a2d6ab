//@ rfc: 3617
//@ variant-of: 3617-precise-capturing.md#block-3
//@ section: Guide-level explanation
//@ min-rust: 1.82
//@ claim: "we can solve the overcapturing in the original motivating example by writing" `use<>` (here in the shipped bound syntax)
//@ check-pass
//@ stale-since: 1.82 "partial stabilization (RFC section Stabilization strategy; rust-lang/rust#127672): a `use<..>` bound must list every type and const parameter in scope; leaving them out (`precise_capturing_of_types`, rust-lang/rust#130043) is not implemented on any lane, nightly included: `impl Trait` must mention all type parameters in scope in `use<...>`"
fn foo<T>(_: T) -> impl Sized + use<> {}
