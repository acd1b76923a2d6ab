//@ variant-of: rpit-lifetime-capture.md#block-8
//@ min-rust: 1.82
//@ claim: "the former is not *exactly* equivalent to the latter because, by naming the generic parameter, turbofish syntax can now be used to provide an argument for it"
fn f_implicit(_: impl Sized) -> impl Sized {}
fn f_explicit<_0: Sized>(_: _0) -> impl Sized + use<_0> {}

pub fn calls() {
    f_explicit::<u8>(1);
    f_implicit::<u8>(1);
    //~^ ERROR E0107
}
