//@ rfc: 3498
//@ source: 3498-lifetime-capture-rules-2024.md#block-25 sha256:473fe919f142e37ed0bb2d6d739c6f99d9e2c9e8cdaef06762bcc3134a780a1e
//@ section: Appendix E: Adding a `'static` bound
//@ claim: "Adding a `+ 'static` bound will work in Rust 2024 in exactly the same way that it works in Rust 2021": `is_static(foo(t, x))` is accepted in both editions
//@ check-pass
//@ note: "Does not hold on the 1.63 lane: there the caller cannot use the `+ 'static` bound of an opaque type that captures non-`'static` parameters and `is_static(foo(t, x))` is E0521 (twice). Holds from 1.66 on (bisected, see holds-since). Most likely changed by rust-lang/rust#95474 (1.66, opaque types handled like projections in outlives checks: a declared bound suffices)."
//@[e2021] holds-since: 1.66 "1.63 cannot use the + 'static bound of an opaque that captures non-static parameters (E0521 twice), 1.85 can; most likely rust-lang/rust#95474 (1.66, see the note); bisected with edrift bisect over rustup toolchains 1.64.0..1.85.0 (6 probes): the claim fails on 1.65.0 and holds from 1.66.0 on"
trait Captures<U> {}
impl<T: ?Sized, U> Captures<U> for T {}

fn foo<'x, T>(t: T, x: &'x ())
-> impl Sized + Captures<&'x ()> + 'static {
// ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
    // In Rust 2021, this opaque type automatically captures the type
    // `T`.  Additionally, we have captured the lifetime `'x` using
    // the `Captures` trick.
    //
    // Since there is no `T: 'static` bound and no `'x: 'static`
    // bound, this opaque type would not be `'static` without the
    // specified bound on the opaque type above.  *With* that
    // specified bound, the opaque type is `'static`, and this code
    // compiles in Rust 2021.
    //
    // In Rust 2024, this opaque type will automatically capture the
    // lifetime parameter in addition to the type parameter.  The
    // `Captures` trick will not be needed in the signature.  However,
    // specifically bounding the opaque type by `'static` will still
    // work, exactly as it does in Rust 2021.
    ()
}

fn is_static<T: 'static>(_t: T) {}
fn test<'t, 'x>(t: &'t (), x: &'x ()) {
    is_static(foo(t, x));
}
