//@ rfc: 3617
//@ variant-of: 3617-precise-capturing.md#block-12
//@ section: Optional trailing comma
//@ min-rust: 1.82
//@ claim: "_UseCapturesGenericArgs_ : `<` (_UseCapturesGenericArg_ `,`)* _UseCapturesGenericArg_ `,`? `>`" puts no order on the arguments, but lifetimes must come first
//@ stale-since: 1.82 "the compiler requires lifetimes before type and const parameters in `use<..>`, like in generic argument lists: `lifetime parameter `'a` must be listed before non-lifetime parameters` (precise capturing is stable from 1.82: RELEASES.md 1.82.0 Language, rust-lang/rust#127672)"
//@ check-pass
fn foo<'a, T>(x: &'a (), _: T) -> impl Sized + use<T, 'a> { x }
