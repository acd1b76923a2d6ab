//@ rfc: 3617
//@ variant-of: 3617-precise-capturing.md#block-9
//@ section: Capturing in trait definition
//@ min-rust: 1.82
//@ claim: "In RPIT within trait definitions, `use<..>` ... must include all in-scope generic parameters" was only an anticipated restriction: shipped RPITIT `use<..>` may leave out the method's own lifetimes (here `'m` and the elided `&self` lifetime), and a caller may then pass local borrows
//@ check-pass
//@ note: "`use<..>` in trait definitions and trait impls: stable since 1.87 (rust-lang/rust#138128); 1.82-1.86 reject it: this cell fails on 1.85, drift left visible. Compare block-09-no-bound.rs"
//@[e2021] holds-since: 1.87 "1.82-1.86 reject use<..> in return-position impl Trait in traits (error: precise capturing syntax is currently not allowed in return-position impl Trait in traits, seen on 1.85); stabilized in 1.87 (RELEASES.md 1.87.0 Language: Stabilize feature(precise_capturing_in_traits), rust-lang/rust#138128); holds on 1.95"
//@[e2024] holds-since: 1.87 "1.82-1.86 reject use<..> in return-position impl Trait in traits (error: precise capturing syntax is currently not allowed in return-position impl Trait in traits, seen on 1.85); stabilized in 1.87 (RELEASES.md 1.87.0 Language: Stabilize feature(precise_capturing_in_traits), rust-lang/rust#138128); holds on 1.95"
trait Tr {
    fn f<'m>(&self, x: &'m ()) -> impl Sized + use<Self>;
}

fn caller<T: Tr + 'static>(t: T) -> impl Sized + 'static {
    let x = ();
    t.f(&x)
}
