//@ rfc: 3498
//@ variant-of: 3498-lifetime-capture-rules-2024.md#block-36
//@ section: Appendix I: Precise capturing with TAIT
//@ compile-flags: -W impl_trait_overcaptures
//@ note: "The 1.63 lane has no `impl_trait_overcaptures` lint (it was added for the 2024 edition migration; the 1.85 lane has it); it rejects the unknown lint given on the command line with E0602, so this snippet fails there by design."
//@ claim: the Appendix I overcapture of `'a` is flagged in Rust 2021 by the migration lint `impl_trait_overcaptures` (which suggests `use<T>`); in 2024 the caller that relied on `'a` not being captured is rejected
//@ note: "The caller passes `()` for `T` so that the 2021 crate has no error: `impl_trait_overcaptures` is a late lint and is not reported at all when borrowck fails (with block 36's `foo(x, y)` the 2021 crate only shows E0521)."
//@[e2021] holds-since: 1.82 "fails on 1.63: E0602 unknown lint impl_trait_overcaptures; the lint was added by rust-lang/rust#124228 (gated behind precise_capturing), precise capturing stabilized in 1.82 (RELEASES.md 1.82.0, #127672), the lint joined rust_2024_compatibility by #129600; the first release where it fires here, bisected with edrift bisect over rustup 1.80.0..1.84.0: fails on 1.81.0, holds on 1.82.0; holds on 1.85"
fn foo<'a, T>(_: &'a (), _: T) -> impl Sized { () }
//[e2021]~^ WARN impl_trait_overcaptures

fn bar<'a>(x: &'a ()) {
    fn is_static<T: 'static>(_: T) {}
    is_static(foo(x, ()));
    //[e2024]~^ ERROR E0521
}
