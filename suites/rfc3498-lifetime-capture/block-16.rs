//@ rfc: 3498
//@ source: 3498-lifetime-capture-rules-2024.md#block-16 sha256:717acbc832b6b75986dcb0ad373ae457fa40e6e723758488a0bbbd79cf226d70
//@ section: Capturing lifetimes from an inherent method signature
//@ claim: "will become legal in Rust 2024": RPIT of an inherent method captures `'_`, `'a` and `T`; not captured in Rust 2021 (E0700)
//@ note: "The 1.63 lane reports E0700 twice in 2021 (once per uncaptured lifetime, `'_` and `'a`); later lanes report it once."
//@[e2021] holds-since: 1.68 "1.63 reports E0700 twice (once per uncaptured lifetime), 1.85 once; bisected with edrift bisect over rustup toolchains 1.64.0..1.85.0 (7 probes): the claim fails on 1.67.0 and holds from 1.68.0 on"
struct Foo<T>(T);
impl<T> Foo<T> {
    fn foo<'a>(&self, x: &'a ()) -> impl Sized { (self, x) }
    //[e2021]~^ ERROR E0700
    //                              ^^^^^^^^^^
    // Captures `'_`, `'a`, and `T`.^
}
