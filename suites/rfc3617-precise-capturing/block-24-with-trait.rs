//@ rfc: 3617
//@ variant-of: 3617-precise-capturing.md#block-24
//@ section: Refinement
//@ min-rust: 1.65
//@ claim: "if we know we have a value of type `B`, we can *rely* on the fact that the lifetime is not used" (blocks 20, 22 and 24)
//@ check-pass
trait Trait {
    type Foo<'a>: Sized where Self: 'a;
    fn foo(&self) -> Self::Foo<'_>;
}

struct B;
impl Trait for B {
    type Foo<'a> = (); // Or, e.g.: `impl use<> Sized`
    fn foo(&self) -> Self::Foo<'_> {}
}

fn test_b(x: B) -> impl Sized + 'static {
    x.foo()
}
