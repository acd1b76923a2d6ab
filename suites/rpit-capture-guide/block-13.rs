//@ source: rpit-lifetime-capture.md#block-13 sha256:95e9a38c4eab7b77ece199bcd42fd78469f618fea6cf627399a31cfd5a9bded2
//@ section: Migrating away from the `Captures` trick
//@ verbatim: block-13-doctest.rs
//@ note: "rustdoc block: its `#` hidden lines do not parse as Rust; the -doctest variant is what rustdoc compiles"
#[doc(hidden)]
pub trait Captures<T: ?Sized> {}
impl<T: ?Sized, U: ?Sized> Captures<T> for U {}

fn f<'a, T>(x: &'a (), y: T) -> impl Sized + Captures<(&'a (), T)> {
//                                           ~~~~~~~~~~~~~~~~~~~~~
//                            This is called the `Captures` trick.
    (x, y)
}
#
# fn test<'t, 'x>(t: &'t (), x: &'x ()) {
#     f(t, x);
# }
