//@ variant-of: rpit-lifetime-capture.md#block-1
//@ min-rust: 1.82
//@ claim: "Capturing a generic parameter in an RPIT opaque type allows for that parameter to be used in the corresponding hidden type"
//@ note: "without `'a` in `use<..>`, the hidden type `(&'a (), T)` may not use `'a`: E0700 in both editions"
fn capture<'a, T>(x: &'a (), y: T) -> impl Sized + use<T> {
    (x, y)
    //~^ ERROR E0700
}
