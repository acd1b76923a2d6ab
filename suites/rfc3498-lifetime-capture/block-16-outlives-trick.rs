//@ rfc: 3498
//@ variant-of: 3498-lifetime-capture-rules-2024.md#block-16
//@ section: Capturing lifetimes from an inherent method signature
//@ claim: "This trick fails when there are multiple independent lifetimes that are captured": block 16 captures `'_` and `'a`, and `+ '_ + 'a` demands that each outlives the other, in every edition
//@ note: "One `lifetime may not live long enough` per direction (no error code)."
struct Foo<T>(T);
impl<T> Foo<T> {
    fn foo<'a>(&self, x: &'a ()) -> impl Sized + '_ + 'a { (self, x) }
    //~^ ERROR lifetime may not live long enough
    //~| ERROR lifetime may not live long enough
}
