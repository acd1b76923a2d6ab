//@ rfc: 3498
//@ source: 3498-lifetime-capture-rules-2024.md#block-19 sha256:c2895adcbe3385ec51108221d80993ddf0ead84f9324daca36b80322da2a358f
//@ section: Associated type position `impl Trait` (ATPIT)
//@ needs-nightly
//@ claim: "the opaque type in ATPIT in all editions will automatically capture all type and lifetime parameters present in the GAT and in the outer impl" (`(self, x, y)` uses `'s`, `'t` and `'f`)
//@ check-pass
#![feature(impl_trait_in_assoc_type)]

trait Trait<'t> {
    type Gat<'g> where 'g: 't; // Bound required by existing GAT rules.
    fn foo<'f>(self, x: &'t (), y: &'f ()) -> Self::Gat<'f>;
}

struct Foo<'s>(&'s ());
impl<'t, 's> Trait<'t> for Foo<'s> {
    type Gat<'g> = impl Sized where 'g: 't;
    //             ^^^^^^^^^^
    //             ^ Captures:
    //
    //                 - `'g` from the GAT.
    //                 - `'f` from the method signature (via the GAT).
    //                 - `'t` from the outer impl and a trait input.
    //                 - `'s` from the outer impl and Self type.
    fn foo<'f>(self, x: &'t (), y: &'f ()) -> Self::Gat<'f> {
        (self, x, y)
    }
}
