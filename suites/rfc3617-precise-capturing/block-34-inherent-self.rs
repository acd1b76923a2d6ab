//@ rfc: 3617
//@ variant-of: 3617-precise-capturing.md#block-34
//@ section: The `Self` type
//@ min-rust: 1.82
//@ claim: "In trait definitions (but not elsewhere), `use<..>` may capture `Self`": in an inherent impl, `Self` is rejected
//@ note: "E0799 is new with precise capturing; the message explains that `Self` is an alias there"
struct S;

impl S {
    fn f(&self) -> impl Sized + use<'_, Self> {}
    //~^ ERROR E0799
}
