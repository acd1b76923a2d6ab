//@ source: rpit-lifetime-capture.md#block-18 sha256:1a4416e85caa7e810b9f0b7b10bb352c11d4d21baa6b396c8e16f619bc59e2e5
//@ section: Migrating away from the outlives trick
//@ claim: "In Rust 2024, the `use<..>` bound can often be omitted entirely"
//@ note: "rustdoc block: its `#` hidden lines do not parse as Rust; the -doctest variant is what rustdoc compiles"
fn f<T>(x: &(), y: T) -> impl Sized {
    (x, y)
}
#
# fn test<'t, 'x>(t: &'t (), x: &'x ()) {
//~^ ERROR found `#`
#    f(t, x);
# }
