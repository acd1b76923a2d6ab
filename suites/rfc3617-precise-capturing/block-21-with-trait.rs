//@ rfc: 3617
//@ variant-of: 3617-precise-capturing.md#block-21
//@ section: Refinement
//@ min-rust: 1.65
//@ claim: "an impl of this trait can provide a type for the associated type `Foo` that uses the `&'_ self` lifetime" (block 20 + block 21)
//@ check-pass
trait Trait {
    type Foo<'a>: Sized where Self: 'a;
    fn foo(&self) -> Self::Foo<'_>;
}

struct A;
impl Trait for A {
    type Foo<'a> = &'a Self;
    fn foo(&self) -> Self::Foo<'_> { self }
}
