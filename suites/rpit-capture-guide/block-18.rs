//@ source: rpit-lifetime-capture.md#block-18 sha256:1a4416e85caa7e810b9f0b7b10bb352c11d4d21baa6b396c8e16f619bc59e2e5
//@ section: Migrating away from the outlives trick
//@ verbatim: block-18-doctest.rs
//@ note: "rustdoc block: its `#` hidden lines do not parse as Rust (a parse error at the first `#`); block-18-doctest.rs compiles them as rustdoc does and tests the claim"
fn f<T>(x: &(), y: T) -> impl Sized {
    (x, y)
}
#
# fn test<'t, 'x>(t: &'t (), x: &'x ()) {
#    f(t, x);
# }
