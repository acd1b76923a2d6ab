//@ rfc: 3498
//@ variant-of: 3498-lifetime-capture-rules-2024.md#block-21
//@ section: `async fn` in trait (AFIT)
//@ min-rust: 1.75
//@ claim: block 21 without the `async_fn_in_trait` gate (stable since 1.75, rust-lang/rust#115822): AFIT in the impl captures `'f`, `'t` and `'s` in every edition
//@ check-pass
trait Trait<'t>: Sized {
    async fn foo<'f>(self, x: &'t (), y: &'f ()) -> (Self, &'t (), &'f ());
}

struct Foo<'s>(&'s ());
impl<'t, 's> Trait<'t> for Foo<'s> {
    async fn foo<'f>(self, x: &'t (), y: &'f ()) -> (Foo<'s>, &'t (), &'f ()) {
        (self, x, y)
    }
}
