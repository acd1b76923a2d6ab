//@ rfc: 3498
//@ variant-of: 3498-lifetime-capture-rules-2024.md#block-20
//@ section: Return position `impl Trait` in Trait (RPITIT)
//@ min-rust: 1.75
//@ claim: "When such an associated function or method in a trait definition provides a default implementation, the opaque return type will automatically capture all trait input type and lifetime parameters, all type and lifetime parameters present in the `Self` type, and all type and lifetime parameters in the associated function or method signature"
//@ check-pass
trait Trait<'t>: Sized {
    fn foo<'f>(self, x: &'t (), y: &'f ()) -> impl Sized {
        (self, x, y)
    }
}

struct Foo<'s>(&'s ());
impl<'t, 's> Trait<'t> for Foo<'s> {}
