//@ rfc: 3498
//@ source: 3498-lifetime-capture-rules-2024.md#block-22 sha256:c93e69b0f1420291bd93861c9bd7015e2d06f5ddea105a5e6d799ffb14253359
//@ section: Appendix C: The 2021 edition rules fail for RPITIT
//@ claim: "Under the 2021 edition RPIT semantics, RPITs on inherent associated functions and methods do not capture any lifetime parameters automatically" (E0700 in 2021; captured, hence legal, in 2024)
struct Foo<'a>(&'a ());
impl<'a> Foo<'a> {
    fn into_sized(self) -> impl Sized { self.0 }
    //[e2021]~^ ERROR E0700
    //^ Error: hidden type captures lifetime
    //         that does not appear in bounds.
}
