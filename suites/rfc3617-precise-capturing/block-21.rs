//@ rfc: 3617
//@ source: 3617-precise-capturing.md#block-21 sha256:23bbf33773eb72a6628d5b25e61f1ff65bf1d591962eb3d3081d4e2d0539318b
//@ section: Refinement
//@ min-rust: 1.65
//@ verbatim: block-21-with-trait.rs
//@ note: "fragment: fails on the missing `Trait`; block-21-with-trait.rs adds block 20 and compiles"
struct A;
impl Trait for A {
    type Foo<'a> = &'a Self; // Or, e.g.: `impl use<'a> Sized`
    fn foo(&self) -> Self::Foo<'_> { self }
}
