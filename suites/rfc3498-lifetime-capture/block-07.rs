//@ rfc: 3498
//@ source: 3498-lifetime-capture-rules-2024.md#block-7 sha256:bca94f001c215662767d5a4398d21bfc49c7c255387c02766dd4e9678103b039
//@ section: The outlives trick
//@ claim: "We can make this work by writing `impl Sized + 'a` (the outlives trick)"
//@ check-pass
fn foo<'a>(x: &'a ()) -> impl Sized + 'a { x }
