//@ rfc: 3498
//@ variant-of: 3498-lifetime-capture-rules-2024.md#block-25
//@ section: Appendix E: Adding a `'static` bound
//@ claim: "In Rust 2024 ... The `Captures` trick will not be needed in the signature. However, specifically bounding the opaque type by `'static` will still work": `impl Sized + 'static` alone is accepted and `'static` in both editions
//@ check-pass
//@ note: "Fails on the 1.63 lane like block 25 (E0521 twice: the caller cannot use the `+ 'static` bound there); holds from 1.85 on."
//@[e2021] holds-since: 1.66 "1.63 cannot use the + 'static bound of the opaque (E0521 twice, like block 25), 1.85 can; most likely rust-lang/rust#95474 (1.66); bisected with edrift bisect over rustup toolchains 1.64.0..1.85.0 (6 probes): the claim fails on 1.65.0 and holds from 1.66.0 on"
fn foo<'x, T>(t: T, x: &'x ()) -> impl Sized + 'static {
    ()
}

fn is_static<T: 'static>(_t: T) {}
fn test<'t, 'x>(t: &'t (), x: &'x ()) {
    is_static(foo(t, x));
}
