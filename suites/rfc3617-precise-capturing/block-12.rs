//@ rfc: 3617
//@ source: 3617-precise-capturing.md#block-12 sha256:56034f27468b05257781d88331952f75177f52c86c107a781fa300ff3e323b98
//@ section: Optional trailing comma
//@ prose-annotations
//@ min-rust: 1.82
//@ claim: "a trailing comma is optional in `use<..>` specifiers: `use<T>` and `use<T,>` are both OK"
//@ check-pass
//@ stale-since: 1.82 "the syntax shipped as a bound, `impl Trait + use<..>` (lang decision rust-lang/rust#125836, stabilized in 1.82 by rust-lang/rust#127672): `impl use<..> Trait` without `+` is a parse error (`expected one of `+`, ...`) on every release; the trailing comma is accepted in the shipped form (block-12-use-bound.rs)"
//@ note: "the RFC's `OK.` and `Also OK.` annotations have no level: prose, ignored"
fn foo1<T>(_: T) -> impl use<T> Sized {} //~ OK.
fn foo2<T>(_: T) -> impl use<T,> Sized {} //~ Also OK.
