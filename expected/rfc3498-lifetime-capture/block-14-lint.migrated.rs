//@ rfc: 3498
//@ variant-of: 3498-lifetime-capture-rules-2024.md#block-14
//@ section: Capturing lifetimes from outer inherent impl
//@ compile-flags: -W impl_trait_overcaptures
//@ note: "The 1.63 lane has no `impl_trait_overcaptures` lint (it was added for the 2024 edition migration; the 1.85 lane has it); it rejects the unknown lint given on the command line with E0602, so this snippet fails there by design."
//@ claim: an RPIT in an inherent impl that does not use the outer `'a` will capture it in Rust 2024; `impl_trait_overcaptures` warns in 2021
//@ check-pass
//@[e2021] holds-since: 1.85 "observed failing on lane 1.63 (the matrix): `check-pass` claimed, but the compiler rejected it"
struct Foo<'a, T>(&'a T);
impl<'a, T> Foo<'a, T> {
    fn unit(self) -> impl Sized + use<T> {}
    //[e2021]~^ WARN impl_trait_overcaptures
}
