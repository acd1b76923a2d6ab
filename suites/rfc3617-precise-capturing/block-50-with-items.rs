//@ rfc: 3617
//@ variant-of: 3617-precise-capturing.md#block-50
//@ section: The case against `use<..>` before `impl`
//@ min-rust: 1.65
//@ claim: "type, generic arguments (applied to the type), bounds" (block 50 with a `Trait` declaring the GAT and a `Concrete` type)
//@ check-pass
trait Trait {
    type Opaque<'t, T> where Self: 'static;
}

struct Concrete<'t, T>(&'t (), T);

impl Trait for () {
    type Opaque<'t, T> = Concrete<'t, T>
    where Self: 'static;
}
