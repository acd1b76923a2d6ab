//@ rfc: 3617
//@ variant-of: 3617-precise-capturing.md#block-39
//@ section: Argument position impl Trait
//@ min-rust: 1.82
//@ claim: "RPIT-like `impl Trait` opaque types may include `use<..>`": argument-position `impl Trait` may not
//@ note: "likewise `dyn` bounds: `use<...>` precise capturing syntax not allowed in `dyn` trait object bounds"
fn foo(_: impl Sized + use<>) {}
//~^ ERROR `use<...>` precise capturing syntax not allowed in argument-position `impl Trait`

fn bar(_: &(dyn Send + use<>)) {}
//~^ ERROR `use<...>` precise capturing syntax not allowed in `dyn` trait object bounds
