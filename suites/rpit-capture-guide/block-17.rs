//@ source: rpit-lifetime-capture.md#block-17 sha256:797111b3364e4bb737f93f7b87f0dc05f22923b874293c433428106f35214fe3
//@ section: Migrating away from the outlives trick
//@ min-rust: 1.82
//@ verbatim: block-17-doctest.rs
//@ note: "rustdoc block: its `#` hidden lines do not parse as Rust; the -doctest variant is what rustdoc compiles"
fn f<T>(x: &(), y: T) -> impl Sized + use<'_, T> {
    (x, y)
}
#
# fn test<'t, 'x>(t: &'t (), x: &'x ()) {
#    f(t, x);
# }
