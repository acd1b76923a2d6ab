//@ rfc: 3617
//@ source: 3617-precise-capturing.md#block-22 sha256:daf06ba92d2185ea7fc16a9fffb609ac82789cb8bcb0f2b5d56536fa4c71eb9d
//@ section: Refinement
//@ min-rust: 1.65
//@ verbatim: block-22-with-trait.rs
//@ note: "fragment: fails on the missing `Trait`; block-22-with-trait.rs adds block 20 and compiles"
struct B;
impl Trait for B {
    type Foo<'a> = (); // Or, e.g.: `impl use<> Sized`
    fn foo(&self) -> Self::Foo<'_> {}
}
