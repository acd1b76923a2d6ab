//@ rfc: 3617
//@ variant-of: 3617-precise-capturing.md#block-15
//@ section: Reference desugaring for `use<..>` in RPITIT
//@ min-rust: 1.82
//@ claim: "`use<..>` in return position `impl Trait` in trait (RPITIT)", shipped syntax, every parameter listed
//@ check-pass
//@ note: "`use<..>` in trait definitions and trait impls: stable since 1.87 (rust-lang/rust#138128); 1.82-1.86 reject it: this cell fails on 1.85, drift left visible"
//@[e2021] holds-since: 1.87 "observed failing on lane 1.85 (the matrix) (rust-lang/rust#138128: use<..> in traits from 1.87): `check-pass` claimed, but the compiler rejected it"
//@[e2024] holds-since: 1.87 "observed failing on lane 1.85 (the matrix) (rust-lang/rust#138128: use<..> in traits from 1.87): `check-pass` claimed, but the compiler rejected it"
trait Trait<'r, R, const CR: u8> {
    fn f<'t, T, const CT: u8>(
    ) -> impl Sized + use<'r, 't, R, T, CR, CT, Self>;
}
