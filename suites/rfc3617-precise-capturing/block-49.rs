//@ rfc: 3617
//@ source: 3617-precise-capturing.md#block-49 sha256:29165b376eda2e163a7dd420afcd0bfda744b14c689ccf0e750ff22f9eb6d14c
//@ section: The case for `use<..>` before `impl`
//@ min-rust: 1.82
//@ claim: "Putting `use<..>` *before* `impl`" is an alternative syntax, left as an unresolved question; it was not adopted (rust-lang/rust#125836 made `use<..>` a bound), so it is rejected
//@ note: "min-rust 1.82: the comparison is with the shipped grammar; before 1.82 `use<..>` is no syntax at all"
fn foo<'a>(
    _: &'a (),
) -> use<'a> impl for<'b> FnMut(&'b ()) + for<'c> Trait<'c> {
//~^ ERROR found keyword `impl`
    |_| ()
}
