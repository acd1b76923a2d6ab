//@ rfc: 3617
//@ source: 3617-precise-capturing.md#block-50 sha256:4748bef14817d33eb888ee9b3fb9185f9badca9d99b751a0a9ec188438ae2627
//@ section: The case against `use<..>` before `impl`
//@ min-rust: 1.65
//@ verbatim: block-50-with-items.rs
//@ note: "fragment: fails on the missing items; block-50-with-items.rs defines them and compiles"
impl Trait for () {
    type Opaque<'t, T> = Concrete<'t, T>
    //                   ^^^^^^^^ ^^^^^
    //                   ^ Type   ^ Generic arguments
    where Self: 'static;
    //    ^^^^^^^^^^^^^
    //    ^ Bounds
}
