//@ rfc: 3617
//@ variant-of: 3617-precise-capturing.md#block-12
//@ section: Optional trailing comma
//@ min-rust: 1.82
//@ claim: "_UseCapturesGenericArgs_ : `<` (_UseCapturesGenericArg_ `,`)* _UseCapturesGenericArg_ `,`? `>`: the grammar puts no order on the arguments, so `use<T, 'a>` parses"
//@ check-pass
//@ note: "the grammar is a claim about the parser: the item with `use<T, 'a>` is configured out, so it is parsed and nothing after parsing sees it (a parse error would still fail the cell). The rule that lifetimes come first is checked after parsing (`lifetime parameter 'a must be listed before non-lifetime parameters`), not by the grammar: block-12-lifetime-order-checked.rs observes it"
#[cfg(any())]
fn foo<'a, T>(x: &'a (), _: T) -> impl Sized + use<T, 'a> { x }

fn bar<'a, T>(x: &'a (), _: T) -> impl Sized + use<'a, T> { x }
