//@ rfc: 3617
//@ variant-of: 3617-precise-capturing.md#block-11
//@ section: Combining with `for<..>`
//@ min-rust: 1.82
//@ claim: "`use<..>` always appears first": putting the `use<T>` bound first works too, with a `+`
//@ check-pass
//@ note: "`use<..>` is a bound since rust-lang/rust#125836; stable since 1.82 (rust-lang/rust#127672)"
fn foo<T>(_: T) -> impl use<T> + for<'a> FnOnce(&'a ()) { |&()| () }
