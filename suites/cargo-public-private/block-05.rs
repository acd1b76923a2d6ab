//@ rfc: 3516
//@ source: 3516-public-private-dependencies.md#block-5 sha256:d821b8ecc4160ede9f618262a8f75c7fc2a96a1a8d9aa7ee69161ed1376355bd
//@ section: Guide-level explanation
//@ claim: "The pub-in-private example as written: some_dependency is a placeholder crate, so on its own it does not resolve"
//@ note: "The allow is checked by the package block-05-pub-in-private (nightly, -Zpublic-dependency)."
mod private {
    #[allow(exported_private_dependencies)]
    pub struct Foo { pub x: some_dependency::SomeType }
    //~^ ERROR E0433
}
