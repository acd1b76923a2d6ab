//@ source: rpit-lifetime-capture.md#block-15 sha256:d7f434f8d8a1f34f732439acfe301dd58a596bdb89b5db427ae9363b1547ee87
//@ section: Migrating away from the `Captures` trick
//@ verbatim: block-15-doctest.rs
//@ note: "rustdoc block: its `#` hidden lines do not parse as Rust; the -doctest variant is what rustdoc compiles"
fn f<'a, T>(x: &'a (), y: T) -> impl Sized {
    (x, y)
}
#
# fn test<'t, 'x>(t: &'t (), x: &'x ()) {
#     f(t, x);
# }
