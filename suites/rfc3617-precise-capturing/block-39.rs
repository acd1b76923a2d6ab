//@ rfc: 3617
//@ source: 3617-precise-capturing.md#block-39 sha256:4d4552aece7e5a15a822a725921daf89ab5212f28cbaf6105c4721d7d936cbb1
//@ section: Argument position impl Trait
//@ min-rust: 1.82
//@ claim: "Anonymous generic type parameters introduced with argument position `impl Trait` (APIT) syntax don't have names, and so cannot be captured with `use<..>`: `fn foo(x: impl Sized) -> impl use<> Sized { x }` captures nothing"
//@ check-pass
//@ stale-since: 1.82 "the syntax shipped as a bound, `impl Trait + use<..>` (lang decision rust-lang/rust#125836, stabilized in 1.82 by rust-lang/rust#127672): `impl use<..> Trait` without `+` is a parse error (`expected one of `+`, ...`) on every release; and in the shipped form no `use<..>` is possible at all beside an APIT: `impl Trait` must mention all type parameters in scope, and the APIT parameter cannot be named (block-39-use-bound.rs, block-39-apit-unused.rs)"
fn foo(x: impl Sized) -> impl use<> Sized { x }
//                       ^^^^^^^^^^^^^^^^
//                       ^ Captures nothing.
