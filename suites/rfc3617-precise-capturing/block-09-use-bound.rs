//@ rfc: 3617
//@ variant-of: 3617-precise-capturing.md#block-9
//@ section: Capturing in trait definition
//@ min-rust: 1.82
//@ claim: "We can capture generic parameters from the trait definition": `use<'a, Self>` captures `'a` and `Self` only
//@ check-pass
//@ stale-since: 1.82 "`use<..>` in trait definitions and trait impls: stable since 1.87 (rust-lang/rust#138128); 1.82-1.86 reject it; from 1.87 every lifetime parameter of the trait must be listed: `impl Trait` captures lifetime parameter, but it is not mentioned in `use<...>` precise captures list"
trait Trait<'a, 'b> {
    fn foo(_: &'a (), _: &'b ()) -> impl Sized + use<'a, Self>;
}
