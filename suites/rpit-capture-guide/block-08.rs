//@ source: rpit-lifetime-capture.md#block-8 sha256:984c2485ab88dcafa3404985c9b032d4f696722535ce871fdeaa6d01d97d5659
//@ section: Argument position impl Trait (APIT)
//@ min-rust: 1.82
//@ claim: "Anonymous (i.e. unnamed) generic parameters created by the use of APIT (argument position impl Trait) are considered to be in scope"
fn f_implicit(_: impl Sized) -> impl Sized {}
//               ~~~~~~~~~~
//           This is called APIT.
//
// The above is *roughly* equivalent to:
fn f_explicit<_0: Sized>(_: _0) -> impl Sized + use<_0> {}
