//@ rfc: 3617
//@ variant-of: 3617-precise-capturing.md#block-44
//@ section: Migration strategy for Lifetime Capture Rules 2024
//@ claim: "This resulted, among other things, in the use of 'the `Captures` trick'": the outlives trick `impl Sized + 'a + 'b` cannot express this two-lifetime case, in any edition
//@ note: "the `+ 'a + 'b` bound requires the hidden type `(&'a (), &'b ())` to outlive both lifetimes"
pub fn foo<'a, 'b, 'c>(
    x: &'a (), y: &'b (), _: &'c (),
) -> impl Sized + 'a + 'b {
    (x, y)
    //~^ ERROR lifetime may not live long enough
    //~| ERROR lifetime may not live long enough
}
