//@ rfc: 3617
//@ variant-of: 3617-precise-capturing.md#block-51
//@ section: The fundamental tension on `impl use<..>` vs. `use<..> impl`
//@ min-rust: 1.65
//@ claim: "It's often helpful to think of `impl Trait` in terms of generic associated types (GATs)" (block 51 with a `Trait` declaring the GAT and method, and a `Concrete` type)
//@ check-pass
trait Trait {
    type Opaque<'t, T> where Self: 't;
    fn foo<T>(&self) -> Self::Opaque<'_, T>;
}

struct Concrete<'t, T>(&'t (), T);

impl Trait for () {
    type Opaque<'t, T> = Concrete<'t, T>;
    fn foo<T>(&self) -> Self::Opaque<'_, T> { todo!() }
}
