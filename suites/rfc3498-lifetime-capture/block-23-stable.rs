//@ rfc: 3498
//@ variant-of: 3498-lifetime-capture-rules-2024.md#block-23
//@ section: Appendix C: The 2021 edition rules fail for RPITIT
//@ min-rust: 1.75
//@ claim: block 23 without the gate (stable since 1.75): RPITIT in a trait impl captures the outer impl lifetime `'a` in Rust 2021 too (Appendix B, "RPITIT: impl", 2021 Outer LP = Y), so the hypothetical error does not occur
//@ check-pass
trait IntoSized {
    fn into_sized(self) -> impl Sized;
}

struct Foo<'a>(&'a ());
impl<'a> IntoSized for Foo<'a> {
    fn into_sized(self) -> impl Sized { self.0 }
}
