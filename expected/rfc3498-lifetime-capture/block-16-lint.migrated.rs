//@ rfc: 3498
//@ variant-of: 3498-lifetime-capture-rules-2024.md#block-16
//@ section: Capturing lifetimes from an inherent method signature
//@ compile-flags: -W impl_trait_overcaptures
//@ note: "The 1.63 lane has no `impl_trait_overcaptures` lint (it was added for the 2024 edition migration; the 1.85 lane has it); it rejects the unknown lint given on the command line with E0602, so this snippet fails there by design."
//@ claim: a method RPIT that uses neither `&self` nor `'a` will capture both in Rust 2024; `impl_trait_overcaptures` warns in 2021 and the borrow of the receiver then outlives the call in 2024
//@ note: "In 2024 `unit` keeps `s` borrowed while its result is alive, so moving `s` is E0505."
//@[e2021] holds-since: 1.85 "observed failing on lane 1.63 (the matrix): `check-pass` claimed, but the compiler rejected it"
struct Foo<T>(T);
impl<T> Foo<T> {
    fn unit<'a>(&self, _: &'a ()) -> impl Sized + use<T> {}
    //[e2021]~^ WARN impl_trait_overcaptures
}

fn user(s: Foo<u8>) {
    let r = s.unit(&());
    drop(s);
    //[e2024]~^ ERROR E0505
    drop(r);
}
