//@ rfc: 3617
//@ source: 3617-precise-capturing.md#block-24 sha256:b914d26373d37af445b37c62763b445bd5d43f9c81fb1a1550ce063c17dc636f
//@ section: Refinement
//@ prose-annotations
//@ verbatim: block-24-with-trait.rs
//@ note: "fragment: fails on the missing `B` (E0412 on older releases, E0425 on 1.95: matched by message); the RFC's `OK.` annotation has no level: prose. block-24-with-trait.rs adds blocks 20 and 22 and compiles"
fn test_b(x: B) -> impl Sized + 'static {
    x.foo() //~ OK.
}
