//@ rfc: 3617
//@ variant-of: 3617-precise-capturing.md#block-56
//@ section: Specifying captured values for closure-like blocks
//@ claim: "in simple cases like this we can apply `move` to the entire closure-like block to get the result that we want"
//@ check-pass
fn foo<T: Copy>(x: T) -> impl FnOnce() -> T {
    move || x
}
