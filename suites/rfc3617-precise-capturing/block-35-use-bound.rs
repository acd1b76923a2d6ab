//@ rfc: 3617
//@ variant-of: 3617-precise-capturing.md#block-35
//@ section: Handling of projection types
//@ min-rust: 1.82
//@ claim: "If we apply, in a trait impl header, a projection type to a trait in place of a parameter that is captured in the trait definition, that does not allow us to capture in the impl the generic parameter from which the type is projected: ERROR cannot capture `A`"
//@ stale-since: 1.82 "partial stabilization (RFC section Stabilization strategy; rust-lang/rust#127672): a `use<..>` bound must list every type and const parameter in scope; leaving them out (`precise_capturing_of_types`, rust-lang/rust#130043) is not implemented on any lane, nightly included: the trait's `use<Y, Self>` leaving out `X` is rejected first (`impl Trait` must mention all type parameters in scope in `use<...>`), and on 1.82-1.86 `use<..>` in traits is not allowed at all (`use<..>` in trait definitions and trait impls: stable since 1.87 (rust-lang/rust#138128); 1.82-1.86 reject it)"
trait Trait<X, Y> {
    fn f() -> impl Sized + use<Y, Self>;
}

impl<A: Iterator> Trait<A, A::Item> for () {
    fn f() -> impl Sized + use<A> {}
    //~^ ERROR cannot capture `A`
}
