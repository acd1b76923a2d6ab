//@ rfc: 3617
//@ variant-of: 3617-precise-capturing.md#block-22
//@ section: Refinement
//@ min-rust: 1.65
//@ claim: "such an impl may also provide a type that does *not* use the lifetime" (block 20 + block 22)
//@ check-pass
trait Trait {
    type Foo<'a>: Sized where Self: 'a;
    fn foo(&self) -> Self::Foo<'_>;
}

struct B;
impl Trait for B {
    type Foo<'a> = ();
    fn foo(&self) -> Self::Foo<'_> {}
}
