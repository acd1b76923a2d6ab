//@ rfc: 3617
//@ variant-of: 3617-precise-capturing.md#block-12
//@ section: Optional trailing comma
//@ min-rust: 1.82
//@ observe
//@ note: "the RFC's grammar puts no order on the arguments of `use<..>` and the parser accepts `use<T, 'a>` (block-12-lifetime-order.rs); the compiler then requires lifetimes first, as in generic argument lists. No claim of the RFC says either way, so this only records what each lane does"
fn foo<'a, T>(x: &'a (), _: T) -> impl Sized + use<T, 'a> { x }
