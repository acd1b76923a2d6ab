//@ rfc: 3617
//@ variant-of: 3617-precise-capturing.md#block-15
//@ section: Reference desugaring for `use<..>` in RPITIT
//@ min-rust: 1.82
//@ claim: "this desugaring does not allow for removing from the `use<..>` specifier `Self` or any generics that are input parameters to the trait. This is, in fact, an implementation restriction that is likely to be part of initial rounds of stabilization"
//@ note: "on 1.85 the error is that `use<..>` is not allowed in traits at all (stable since 1.87, rust-lang/rust#138128): drift left visible"
//@[e2021] holds-since: 1.87 "1.82-1.86 reject use<..> in return-position impl Trait in traits (error: precise capturing syntax is currently not allowed in return-position impl Trait in traits, seen on 1.85); stabilized in 1.87 (RELEASES.md 1.87.0 Language: Stabilize feature(precise_capturing_in_traits), rust-lang/rust#138128); holds on 1.95"
//@[e2024] holds-since: 1.87 "1.82-1.86 reject use<..> in return-position impl Trait in traits (error: precise capturing syntax is currently not allowed in return-position impl Trait in traits, seen on 1.85); stabilized in 1.87 (RELEASES.md 1.87.0 Language: Stabilize feature(precise_capturing_in_traits), rust-lang/rust#138128); holds on 1.95"
trait Trait<'r, R, const CR: u8> {
    fn f<'t, T, const CT: u8>(
    ) -> impl Sized + use<'r, 't, R, T, CR, CT>;
    //~^ ERROR `impl Trait` must mention the `Self` type of the trait in `use<...>`
}
