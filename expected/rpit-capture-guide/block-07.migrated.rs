//@ source: rpit-lifetime-capture.md#block-7 sha256:16b9ddecd40eebe16a947512cde34adc5b7a1bedf8b5a19cb16b25c88aedce38
//@ section: Lifetimes from higher-ranked binders
//@ min-rust: 1.82
//@ claim: "Similarly, generic lifetime parameters introduced into scope by a higher-ranked `for<..>` binder are considered to be in scope ... However, note that the capturing of higher-ranked lifetimes in nested opaque types is not yet supported"
//@ note: "because the nested opaque captures the higher-ranked `'a` in 2024, and that is not supported, `f_implicit` is rejected in 2024 (E0657), as the block's last comment warns"
trait Tr<'a> { type Ty; }
impl Tr<'_> for () { type Ty = (); }

fn f_implicit() -> impl for<'a> Tr<'a, Ty = impl Copy + use<>> {}
//[e2024]~^ ERROR E0657
// In Rust 2021 and earlier, the above is equivalent to:
fn f_2021() -> impl for<'a> Tr<'a, Ty = impl Copy + use<>> {}
// In Rust 2024 and later, it's equivalent to:
//fn f_2024() -> impl for<'a> Tr<'a, Ty = impl Copy + use<'a>> {}
//                                        ~~~~~~~~~~~~~~~~~~~~
// However, note that the capturing of higher-ranked lifetimes in
// nested opaque types is not yet supported.
