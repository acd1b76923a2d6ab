//@ rfc: 3617
//@ variant-of: 3617-precise-capturing.md#block-15
//@ section: Reference desugaring for `use<..>` in RPITIT
//@ min-rust: 1.82
//@ claim: "this desugaring does not allow for removing from the `use<..>` specifier `Self` or any generics that are input parameters to the trait. This is, in fact, an implementation restriction that is likely to be part of initial rounds of stabilization"
//@ note: "on 1.85 the error is that `use<..>` is not allowed in traits at all (stable since 1.87, rust-lang/rust#138128): drift left visible"
//@[e2021] holds-since: 1.87 "observed failing on lane 1.85 (the matrix) (rust-lang/rust#138128: use<..> in traits from 1.87): unexpected error on line 9: `use<...>` precise capturing syntax is currently not allowed in return-position `impl Trait` in traits"
//@[e2024] holds-since: 1.87 "observed failing on lane 1.85 (the matrix) (rust-lang/rust#138128: use<..> in traits from 1.87): unexpected error on line 9: `use<...>` precise capturing syntax is currently not allowed in return-position `impl Trait` in traits"
trait Trait<'r, R, const CR: u8> {
    fn f<'t, T, const CT: u8>(
    ) -> impl Sized + use<'r, 't, R, T, CR, CT>;
    //~^ ERROR `impl Trait` must mention the `Self` type of the trait in `use<...>`
}
