//@ source: rpit-lifetime-capture.md#block-12 sha256:718553179fd286cc76b8f8c47c8b9ee45df4ee3bcdad8557e6aca2604bf4ba7c
//@ section: Migrating cases involving APIT
//@ verbatim: block-12-doctest.rs
//@ note: "rustdoc block: its `#` hidden lines do not parse as Rust; the -doctest variant is what rustdoc compiles"
# #![deny(impl_trait_overcaptures)]
fn f<'a, T: Sized>(x: &'a (), y: T) -> impl Sized + use<T> { (*x, y) }
//       ~~~~~~~~
// The type parameter has been named here.
#
# fn test<'a>(x: &'a (), y: ()) -> impl Sized + use<> {
#     f(x, y)
# }
