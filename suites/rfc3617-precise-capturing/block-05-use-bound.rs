//@ rfc: 3617
//@ variant-of: 3617-precise-capturing.md#block-5
//@ section: Guide-level explanation
//@ min-rust: 1.82
//@ claim: "We can use this to capture some generic parameters but not others": `use<U>` captures `U` only
//@ check-pass
//@ stale-since: 1.82 "partial stabilization (RFC section Stabilization strategy; rust-lang/rust#127672): a `use<..>` bound must list every type and const parameter in scope; leaving them out (`precise_capturing_of_types`, rust-lang/rust#130043) is not implemented on any lane, nightly included: leaving out the type parameter `T` is rejected"
fn foo<'t, T, U>(_: &'t (), _: T, y: U) -> impl Sized + use<U> { y }
