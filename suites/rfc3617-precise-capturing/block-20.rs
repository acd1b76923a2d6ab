//@ rfc: 3617
//@ source: 3617-precise-capturing.md#block-20 sha256:bbbf0e8d8225bb1184f622512dd8128f8bcdc4ac6c30b674b385d5af65e1b666
//@ section: Refinement
//@ min-rust: 1.65
//@ claim: "If we write a trait such as: ..." (a trait with a generic associated type; compiles)
//@ check-pass
//@ note: "min-rust 1.65: generic associated types are unstable before 1.65"
trait Trait {
    type Foo<'a>: Sized where Self: 'a;
    fn foo(&self) -> Self::Foo<'_>;
}
