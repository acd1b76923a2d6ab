//@ rfc: 3617
//@ variant-of: 3617-precise-capturing.md#block-11
//@ section: Combining with `for<..>`
//@ min-rust: 1.82
//@ claim: "The `use<..>` specifier applies to the entire `impl Trait` opaque type ... `use<..>` always appears first": as shipped, `use<T>` is a bound and can follow the `for<..>` bound
//@ check-pass
//@ note: "`use<..>` is a bound since rust-lang/rust#125836; stable since 1.82 (rust-lang/rust#127672)"
fn foo<T>(_: T) -> impl for<'a> FnOnce(&'a ()) + use<T> { |&()| () }
