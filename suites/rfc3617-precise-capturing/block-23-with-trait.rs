//@ rfc: 3617
//@ variant-of: 3617-precise-capturing.md#block-23
//@ section: Refinement
//@ min-rust: 1.65
//@ claim: "If we only know that the value is of some type that implements the trait, then we must assume that the type returned by `foo` *might* use the lifetime: ERROR cannot return value referencing function parameter `x`" (block 20 + block 23)
//@ note: "block 23 itself is skipped (fragment, see skips.toml)"
trait Trait {
    type Foo<'a>: Sized where Self: 'a;
    fn foo(&self) -> Self::Foo<'_>;
}

fn test_trait<T: Trait + 'static>(x: T) -> impl Sized + 'static {
    x.foo()
//~^ ERROR cannot return value referencing function parameter `x`
}
