//@ variant-of: rpit-lifetime-capture.md#block-10
//@ min-rust: 1.82
//@ claim: "By adding this bound, the migration lint preserves the existing semantics"
fn f<'a>(x: &'a ()) -> impl Sized + use<> { *x }

fn test<'a>(x: &'a ()) -> impl Sized + 'static + use<> {
    f(x)
}
