//@ variant-of: rpit-lifetime-capture.md#block-3
//@ min-rust: 1.82
//@ claim: "Conversely, this is OK"
//@ note: "block 3 with its trailing OK comment written as a plain comment: the only change"
fn capture<'a>(_: &'a ()) -> impl Sized + use<> {}

fn test<'a>(x: &'a ()) -> impl Sized + 'static + use<> {
    capture(x) // OK
}
