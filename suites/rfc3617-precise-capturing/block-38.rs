//@ rfc: 3617
//@ source: 3617-precise-capturing.md#block-38 sha256:364841be8e023fb78f132f42d475e46cc7cc02365894426304580ff38b2ead47
//@ section: Meaning of capturing a const generic parameter
//@ min-rust: 1.82
//@ claim: "we do not need to capture `C` just to use it as a *value*: `impl use<> Sized` returning `C + 1`"
//@ check-pass
//@ stale-since: 1.82 "the syntax shipped as a bound, `impl Trait + use<..>` (lang decision rust-lang/rust#125836, stabilized in 1.82 by rust-lang/rust#127672): `impl use<..> Trait` without `+` is a parse error (`expected one of `+`, ...`) on every release; and `impl Sized + use<>` is rejected: `impl Trait` must mention all const parameters in scope (block-38-use-bound.rs)"
fn f<const C: usize>() -> impl use<> Sized {
    C + 1
}
