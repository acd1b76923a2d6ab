//@ rfc: 3617
//@ source: 3617-precise-capturing.md#block-21 sha256:23bbf33773eb72a6628d5b25e61f1ff65bf1d591962eb3d3081d4e2d0539318b
//@ section: Refinement
//@ min-rust: 1.65
//@ claim: "an impl of this trait can provide a type for the associated type `Foo` that uses the `&'_ self` lifetime" (fragment: `Trait` is block 20)
//@ note: "fragment: fails on the missing `Trait`; block-21-with-trait.rs adds block 20 and compiles"
struct A;
impl Trait for A {
//~^ ERROR cannot find trait `Trait`
    type Foo<'a> = &'a Self; // Or, e.g.: `impl use<'a> Sized`
    fn foo(&self) -> Self::Foo<'_> { self }
}
