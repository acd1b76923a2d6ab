//@ rfc: 3617
//@ source: 3617-precise-capturing.md#block-52 sha256:91c4c1e70aa794f1ebede7460b943a3342d158c3ce22d138ba2d17cc4d2c7766
//@ section: Opting out of captures
//@ min-rust: 1.82
//@ claim: "the `..` means to include all in-scope generic parameters and `!` means to exclude a particular generic parameter ... We leave this to future work": not accepted
//@ note: "min-rust 1.82: the comparison is with the shipped `use<..>` grammar"
fn foo<'a, A, B, C, D>(
    _: &'a A, b: B, c: C, d: D,
) -> impl use<.., !'a, !A> Sized {}
//~^ ERROR found `..`
//   ^^^^^^^^^^^^^^^^^^^^^^^^^^^
//   ^ Captures `B`, `C`, and `D` but not `'a` or `A`.
