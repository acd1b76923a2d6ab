//@ rfc: 3617
//@ variant-of: 3617-precise-capturing.md#block-32
//@ section: Lifetime equality
//@ min-rust: 1.82
//@ claim: "in the trait definition, only a subset of the generic parameters on the trait are captured ... we're going to say that this is valid"
//@ check-pass
//@ stale-since: 1.82 "`use<..>` in trait definitions and trait impls: stable since 1.87 (rust-lang/rust#138128); 1.82-1.86 reject it; from 1.87 a trait definition cannot leave out its own lifetime parameter `'x` (`impl Trait` captures lifetime parameter, but it is not mentioned in `use<...>` precise captures list), as the RFC expected for the initial stabilization"
trait Trait<'x, 'y> {
    fn f() -> impl Sized + use<'y, Self>;
}

impl<'a: 'b, 'b: 'a> Trait<'a, 'b> for () {
    fn f() -> impl Sized + use<'b> {
        core::marker::PhantomData::<&'a ()>
    }
}
