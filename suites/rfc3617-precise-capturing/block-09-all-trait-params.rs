//@ rfc: 3617
//@ variant-of: 3617-precise-capturing.md#block-9
//@ section: Capturing in trait definition
//@ min-rust: 1.82
//@ claim: "In all editions, RPIT-like `impl Trait` opaque types may include `use<..>`", in a trait definition: listing every trait parameter and `Self` is accepted
//@ check-pass
//@ note: "`use<..>` in trait definitions and trait impls: stable since 1.87 (rust-lang/rust#138128); 1.82-1.86 reject it: this cell fails on 1.85 (`use<...>` precise capturing syntax is currently not allowed in return-position `impl Trait` in traits), drift left visible"
//@[e2021] holds-since: 1.87 "1.82-1.86 reject use<..> in return-position impl Trait in traits (error: precise capturing syntax is currently not allowed in return-position impl Trait in traits, seen on 1.85); stabilized in 1.87 (RELEASES.md 1.87.0 Language: Stabilize feature(precise_capturing_in_traits), rust-lang/rust#138128); holds on 1.95"
//@[e2024] holds-since: 1.87 "1.82-1.86 reject use<..> in return-position impl Trait in traits (error: precise capturing syntax is currently not allowed in return-position impl Trait in traits, seen on 1.85); stabilized in 1.87 (RELEASES.md 1.87.0 Language: Stabilize feature(precise_capturing_in_traits), rust-lang/rust#138128); holds on 1.95"
trait Trait<'a, 'b> {
    fn foo(_: &'a (), _: &'b ()) -> impl Sized + use<'a, 'b, Self>;
}
