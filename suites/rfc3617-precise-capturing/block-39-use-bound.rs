//@ rfc: 3617
//@ variant-of: 3617-precise-capturing.md#block-39
//@ section: Argument position impl Trait
//@ min-rust: 1.82
//@ claim: "Anonymous generic type parameters introduced with argument position `impl Trait` (APIT) syntax don't have names, and so cannot be captured with `use<..>`": `impl use<> Sized` captures nothing
//@ check-pass
//@ stale-since: 1.82 "partial stabilization (RFC section Stabilization strategy; rust-lang/rust#127672): a `use<..>` bound must list every type and const parameter in scope; leaving them out (`precise_capturing_of_types`, rust-lang/rust#130043) is not implemented on any lane, nightly included: the APIT's anonymous type parameter must be listed and cannot be named, so `use<..>` cannot be used beside an APIT at all (`impl Trait` must mention all type parameters in scope in `use<...>`)"
fn foo(x: impl Sized) -> impl Sized + use<> { x }
