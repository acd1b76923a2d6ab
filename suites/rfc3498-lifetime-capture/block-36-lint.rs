//@ rfc: 3498
//@ variant-of: 3498-lifetime-capture-rules-2024.md#block-36
//@ section: Appendix I: Precise capturing with TAIT
//@ compile-flags: -W impl_trait_overcaptures
//@ claim: the Appendix I overcapture scenario is flagged in Rust 2021 by the migration lint `impl_trait_overcaptures` (which suggests `use<T>`); in 2024 the extra capture of `'a` adds a second error
fn foo<'a, T>(_: &'a (), _: T) -> impl Sized { () }
//[e2021]~^ WARN impl_trait_overcaptures

fn bar<'a, 'b>(x: &'a (), y: &'b ()) {
    fn is_static<T: 'static>(_: T) {}
    is_static(foo(x, y));
    //~^ ERROR E0521
    //[e2024]~| ERROR E0521
}
