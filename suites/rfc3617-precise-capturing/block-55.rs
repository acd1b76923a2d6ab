//@ rfc: 3617
//@ source: 3617-precise-capturing.md#block-55 sha256:2f3f741343a294801a7ecee6712c4b006490e4e5c499982def3d4283b330a437
//@ section: Specifying captured values for closure-like blocks
//@ claim: "E.g., this works"
//@ check-pass
fn foo<T>(x: T) -> impl FnOnce() -> T {
    || x
}
