//@ rfc: 3617
//@ source: 3617-precise-capturing.md#block-50 sha256:4748bef14817d33eb888ee9b3fb9185f9badca9d99b751a0a9ec188438ae2627
//@ section: The case against `use<..>` before `impl`
//@ min-rust: 1.65
//@ claim: "type *generic arguments* (applied to the type) *bounds*" (illustration: a GAT with a `where` clause; fragment, `Trait` and `Concrete` are not defined)
//@ note: "fragment: fails on the missing items; block-50-with-items.rs defines them and compiles"
impl Trait for () {
//~^ ERROR cannot find trait `Trait`
    type Opaque<'t, T> = Concrete<'t, T>
//~^ ERROR cannot find type `Concrete`
    //                   ^^^^^^^^ ^^^^^
    //                   ^ Type   ^ Generic arguments
    where Self: 'static;
    //    ^^^^^^^^^^^^^
    //    ^ Bounds
}
