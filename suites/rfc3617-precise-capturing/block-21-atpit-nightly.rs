//@ rfc: 3617
//@ variant-of: 3617-precise-capturing.md#block-21
//@ section: Refinement
//@ needs-nightly
//@ claim: "Or, e.g.: `impl use<'a> Sized`": an ATPIT with `use<'a>` (shipped syntax) that uses the lifetime; a caller cannot get a `'static` value out of it
//@ note: "`impl Trait` in associated types is unstable (rust-lang/rust#63063)"
#![feature(impl_trait_in_assoc_type)]

trait Trait {
    type Foo<'a>: Sized where Self: 'a;
    fn foo(&self) -> Self::Foo<'_>;
}

struct A;
impl Trait for A {
    type Foo<'a> = impl Sized + use<'a>;
    fn foo(&self) -> Self::Foo<'_> { self }
}

fn test_a(x: A) -> impl Sized + 'static {
    x.foo()
    //~^ ERROR cannot return value referencing function parameter `x`
}
