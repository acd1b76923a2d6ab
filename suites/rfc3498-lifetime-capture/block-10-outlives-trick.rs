//@ rfc: 3498
//@ variant-of: 3498-lifetime-capture-rules-2024.md#block-10
//@ section: The `Captures` trick
//@ claim: "This trick fails when there are multiple independent lifetimes that are captured": `+ 'a + 'b` requires the hidden type `(&'a (), &'b ())` to outlive both lifetimes, in every edition
//@ note: "rustc reports one `lifetime may not live long enough` error per missing relation (`'a: 'b` and `'b: 'a`); these errors have no error code."
fn foo<'a, 'b>(x: &'a (), y: &'b ()) -> impl Sized + 'a + 'b {
    (x, y)
    //~^ ERROR lifetime may not live long enough
    //~| ERROR lifetime may not live long enough
}
