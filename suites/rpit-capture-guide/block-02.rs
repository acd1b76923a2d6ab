//@ source: rpit-lifetime-capture.md#block-2 sha256:6d2fef1d8f88b6ea11f95422ff36b4d0de131fffea0ba1e7ef2af4ba63fc0062
//@ section: Capturing
//@ min-rust: 1.82
//@ claim: "this is an error because the lifetime is captured despite the fact that the hidden type does not use the lifetime"
fn capture<'a>(_: &'a ()) -> impl Sized + use<'a> {}

fn test<'a>(x: &'a ()) -> impl Sized + 'static {
    capture(x)
    //~^ ERROR lifetime may not live long enough
}
