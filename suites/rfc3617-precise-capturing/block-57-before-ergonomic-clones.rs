//@ rfc: 3617
//@ variant-of: 3617-precise-capturing.md#block-57
//@ section: Specifying captured values for closure-like blocks
//@ max-rust: 1.86
//@ claim: "We leave this to future work": before ergonomic clones, `use(..) || ..` in expression position is not syntax at all
//@ note: "from 1.87 the same text meets the `use ||` closure syntax of ergonomic clones (rust-lang/rust#134797): see block-57.rs"
fn foo<A, B, C, D>(a: A, b: B, mut c: C, _: D) {
    let f = use(a, ref b, ref mut c) || {
    //~^ ERROR expected expression, found keyword `use`
        todo!()
    }
    todo!()
}
