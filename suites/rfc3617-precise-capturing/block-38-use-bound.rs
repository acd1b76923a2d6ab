//@ rfc: 3617
//@ variant-of: 3617-precise-capturing.md#block-38
//@ section: Meaning of capturing a const generic parameter
//@ min-rust: 1.82
//@ claim: "we do not need to capture `C` just to use it as a *value*"
//@ check-pass
//@ stale-since: 1.82 "partial stabilization (RFC section Stabilization strategy; rust-lang/rust#127672): a `use<..>` bound must list every type and const parameter in scope; leaving them out (`precise_capturing_of_types`, rust-lang/rust#130043) is not implemented on any lane, nightly included: `impl Trait` must mention all const parameters in scope in `use<...>`"
fn f<const C: usize>() -> impl Sized + use<> {
    C + 1
}
