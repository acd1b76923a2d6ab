//@ rfc: 3617
//@ source: 3617-precise-capturing.md#block-7 sha256:f7f049e558b2dc5a252e2366edeea8de1aec1532e4a3c871a4769b2eee5d9a7a
//@ section: Capturing from outer inherent impl
//@ min-rust: 1.82
//@ claim: "We can capture generic parameters from an outer inherent impl: `impl use<'a> Sized` captures `'a` only"
//@ check-pass
//@ stale-since: 1.82 "the syntax shipped as a bound, `impl Trait + use<..>` (lang decision rust-lang/rust#125836, stabilized in 1.82 by rust-lang/rust#127672): `impl use<..> Trait` without `+` is a parse error (`expected one of `+`, ...`) on every release; the shipped form `impl Sized + use<'a>` works (block-07-use-bound.rs)"
struct Ty<'a, 'b>(&'a (), &'b ());

impl<'a, 'b> Ty<'a, 'b> {
    fn foo(x: &'a (), _: &'b ()) -> impl use<'a> Sized { x }
    //                              ^^^^^^^^^^^^^^^^^^
    //                              ^ Captures `'a` only.
}
