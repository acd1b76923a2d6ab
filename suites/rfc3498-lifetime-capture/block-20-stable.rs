//@ rfc: 3498
//@ variant-of: 3498-lifetime-capture-rules-2024.md#block-20
//@ section: Return position `impl Trait` in Trait (RPITIT)
//@ min-rust: 1.75
//@ claim: block 20 without the `return_position_impl_trait_in_trait` gate (stable since 1.75, rust-lang/rust#115822): the impl's RPIT captures `'f`, `'t` and `'s` in every edition
//@ check-pass
trait Trait<'t> {
    fn foo<'f>(self, x: &'t (), y: &'f ()) -> impl Sized;
}

struct Foo<'s>(&'s ());
impl<'t, 's> Trait<'t> for Foo<'s> {
    fn foo<'f>(self, x: &'t (), y: &'f ()) -> impl Sized {
        (self, x, y)
    }
}
