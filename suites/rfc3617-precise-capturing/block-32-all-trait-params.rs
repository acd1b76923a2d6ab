//@ rfc: 3617
//@ variant-of: 3617-precise-capturing.md#block-32
//@ section: Lifetime equality
//@ min-rust: 1.82
//@ claim: "we capture a lifetime *not* applied syntactically ... but which is equal to a lifetime that is applied": with every trait parameter captured in the trait, the impl's `use<'b>` may return a type using `'a == 'b` (with the refinement warning, as it captures fewer lifetimes than the trait)
//@ check-pass
//@ note: "`use<..>` in trait definitions and trait impls: stable since 1.87 (rust-lang/rust#138128); 1.82-1.86 reject it: this cell fails on 1.85, drift left visible"
//@[e2021] holds-since: 1.87 "observed failing on lane 1.85 (the matrix) (rust-lang/rust#138128: use<..> in traits from 1.87): `check-pass` claimed, but the compiler rejected it"
//@[e2024] holds-since: 1.87 "observed failing on lane 1.85 (the matrix) (rust-lang/rust#138128: use<..> in traits from 1.87): `check-pass` claimed, but the compiler rejected it"
trait Trait<'x, 'y> {
    fn f() -> impl Sized + use<'x, 'y, Self>;
}

impl<'a: 'b, 'b: 'a> Trait<'a, 'b> for () {
    fn f() -> impl Sized + use<'b> {
    //~^ WARN captures fewer lifetimes than in trait
        core::marker::PhantomData::<&'a ()>
    }
}
