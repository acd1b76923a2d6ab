//@ rfc: 3617
//@ variant-of: 3617-precise-capturing.md#block-35
//@ section: Handling of projection types
//@ min-rust: 1.82
//@ claim: "a projection type ... does not allow us to capture in the impl the generic parameter from which the type is projected": cannot arise on stable, since the trait must capture `X` too; with `use<X, Y, Self>` the impl may capture `A`
//@ check-pass
//@ note: "`use<..>` in trait definitions and trait impls: stable since 1.87 (rust-lang/rust#138128); 1.82-1.86 reject it: this cell fails on 1.85, drift left visible"
//@[e2021] holds-since: 1.87 "1.82-1.86 reject use<..> in return-position impl Trait in traits (error: precise capturing syntax is currently not allowed in return-position impl Trait in traits, seen on 1.85); stabilized in 1.87 (RELEASES.md 1.87.0 Language: Stabilize feature(precise_capturing_in_traits), rust-lang/rust#138128); holds on 1.95"
//@[e2024] holds-since: 1.87 "1.82-1.86 reject use<..> in return-position impl Trait in traits (error: precise capturing syntax is currently not allowed in return-position impl Trait in traits, seen on 1.85); stabilized in 1.87 (RELEASES.md 1.87.0 Language: Stabilize feature(precise_capturing_in_traits), rust-lang/rust#138128); holds on 1.95"
trait Trait<X, Y> {
    fn f() -> impl Sized + use<X, Y, Self>;
}

impl<A: Iterator> Trait<A, A::Item> for () {
    fn f() -> impl Sized + use<A> {}
}
