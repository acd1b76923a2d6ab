//@ rfc: 3617
//@ source: 3617-precise-capturing.md#block-11 sha256:65d2a6d30fd9858e64687be01e24b51313320350080f3a6e447f9422a6b447cc
//@ section: Combining with `for<..>`
//@ min-rust: 1.82
//@ claim: "when both are used within the same type, `use<..>` always appears first: `impl use<T> for<'a> FnOnce(&'a ())`"
//@ check-pass
//@ stale-since: 1.82 "the syntax shipped as a bound, `impl Trait + use<..>` (lang decision rust-lang/rust#125836, stabilized in 1.82 by rust-lang/rust#127672): `impl use<..> Trait` without `+` is a parse error (`expected one of `+`, ...`) on every release; as a bound, `use<T>` may come before or after `for<'a> FnOnce(&'a ())`, joined by `+` (block-11-use-bound.rs, block-11-use-first.rs)"
fn foo<T>(_: T) -> impl use<T> for<'a> FnOnce(&'a ()) { |&()| () }
