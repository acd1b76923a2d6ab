//@ rfc: 3498
//@ variant-of: 3498-lifetime-capture-rules-2024.md#block-36
//@ section: Appendix I: Precise capturing with TAIT
//@ compile-flags: -W impl_trait_overcaptures
//@ note: "The 1.63 lane has no `impl_trait_overcaptures` lint (it was added for the 2024 edition migration; the 1.85 lane has it); it rejects the unknown lint given on the command line with E0602, so this snippet fails there by design."
//@ claim: the Appendix I overcapture of `'a` is flagged in Rust 2021 by the migration lint `impl_trait_overcaptures` (which suggests `use<T>`); in 2024 the caller that relied on `'a` not being captured is rejected
//@ note: "The caller passes `()` for `T` so that the 2021 crate has no error: `impl_trait_overcaptures` is a late lint and is not reported at all when borrowck fails (with block 36's `foo(x, y)` the 2021 crate only shows E0521)."
//@[e2021] holds-since: 1.85 "observed failing on lane 1.63 (the matrix): `check-pass` claimed, but the compiler rejected it"
fn foo<'a, T>(_: &'a (), _: T) -> impl Sized + use<T> { () }
//[e2021]~^ WARN impl_trait_overcaptures

fn bar<'a>(x: &'a ()) {
    fn is_static<T: 'static>(_: T) {}
    is_static(foo(x, ()));
    //[e2024]~^ ERROR E0521
}
