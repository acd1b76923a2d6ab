//@ rfc: 3617
//@ variant-of: 3617-precise-capturing.md#block-32
//@ section: Lifetime equality
//@ min-rust: 1.82
//@ claim: "we capture a lifetime *not* applied syntactically ... but which is equal to a lifetime that is applied": with every trait parameter captured in the trait, the impl's `use<'b>` may return a type using `'a == 'b` (with the refinement warning, as it captures fewer lifetimes than the trait)
//@ check-pass
//@ note: "`use<..>` in trait definitions and trait impls: stable since 1.87 (rust-lang/rust#138128); 1.82-1.86 reject it: this cell fails on 1.85, drift left visible"
//@[e2021] holds-since: 1.87 "1.82-1.86 reject use<..> in return-position impl Trait in traits (error: precise capturing syntax is currently not allowed in return-position impl Trait in traits, seen on 1.85); stabilized in 1.87 (RELEASES.md 1.87.0 Language: Stabilize feature(precise_capturing_in_traits), rust-lang/rust#138128); holds on 1.95"
//@[e2024] holds-since: 1.87 "1.82-1.86 reject use<..> in return-position impl Trait in traits (error: precise capturing syntax is currently not allowed in return-position impl Trait in traits, seen on 1.85); stabilized in 1.87 (RELEASES.md 1.87.0 Language: Stabilize feature(precise_capturing_in_traits), rust-lang/rust#138128); holds on 1.95"
trait Trait<'x, 'y> {
    fn f() -> impl Sized + use<'x, 'y, Self>;
}

impl<'a: 'b, 'b: 'a> Trait<'a, 'b> for () {
    fn f() -> impl Sized + use<'b> {
    //~^ WARN captures fewer lifetimes than in trait
        core::marker::PhantomData::<&'a ()>
    }
}
