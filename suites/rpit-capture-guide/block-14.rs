//@ source: rpit-lifetime-capture.md#block-14 sha256:c9b5df9b3a060bda51eecf9a128dd1beb03462ec96c9d868d3855d434feb5a4c
//@ section: Migrating away from the `Captures` trick
//@ min-rust: 1.82
//@ verbatim: block-14-doctest.rs
//@ note: "rustdoc block: its `#` hidden lines do not parse as Rust (a parse error at the first `#`); block-14-doctest.rs compiles them as rustdoc does and tests the claim"
fn f<'a, T>(x: &'a (), y: T) -> impl Sized + use<'a, T> {
    (x, y)
}
#
# fn test<'t, 'x>(t: &'t (), x: &'x ()) {
#     f(t, x);
# }
