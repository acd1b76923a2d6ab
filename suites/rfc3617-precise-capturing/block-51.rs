//@ rfc: 3617
//@ source: 3617-precise-capturing.md#block-51 sha256:f77fd5e7f00d8b7894267c7c35279672ff9edf03aed45d6c07d69b5a95584909
//@ section: The fundamental tension on `impl use<..>` vs. `use<..> impl`
//@ min-rust: 1.65
//@ verbatim: block-51-with-items.rs
//@ note: "fragment: fails on the missing items; block-51-with-items.rs defines them and compiles"
impl Trait for () {
    type Opaque<'t, T> = Concrete<'t, T>;
    //   ^^^^^^ ^^^^^    ^^^^^^^^ ^^^^^
    //   |      |        |        ^ Generic arguments applied
    //   |      |        ^ Concrete type
    //   |      ^ Generic parameters introduced into scope
    //   ^ Alias type (similar to an opaque type)
    fn foo<T>(&self) -> Self::Opaque<'_, T> { todo!() }
    //                  ^^^^^^^^^^^^ ^^^^^
    //                  ^ Alias type ^ Generic arguments applied
}
