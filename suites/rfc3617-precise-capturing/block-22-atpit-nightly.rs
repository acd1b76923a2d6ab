//@ rfc: 3617
//@ variant-of: 3617-precise-capturing.md#block-22
//@ section: Refinement
//@ needs-nightly
//@ claim: "Or, e.g.: `impl use<> Sized`": an ATPIT with `use<>` (shipped syntax) does not capture the GAT's lifetime, so `test_b` (block 24) can rely on it
//@ check-pass
//@ note: "`impl Trait` in associated types is unstable (rust-lang/rust#63063)"
#![feature(impl_trait_in_assoc_type)]

trait Trait {
    type Foo<'a>: Sized where Self: 'a;
    fn foo(&self) -> Self::Foo<'_>;
}

struct B;
impl Trait for B {
    type Foo<'a> = impl Sized + use<>;
    fn foo(&self) -> Self::Foo<'_> {}
}

fn test_b(x: B) -> impl Sized + 'static {
    x.foo()
}
