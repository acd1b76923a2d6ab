//@ rfc: 3498
//@ source: 3498-lifetime-capture-rules-2024.md#block-14 sha256:42a760259355c21d6825f25d186c7e3d1e5b13190eb717c7509f90449c42d760
//@ section: Capturing lifetimes from outer inherent impl
//@ claim: "will become legal in Rust 2024": RPIT in an inherent impl captures the outer impl's `'a` and `T`; not captured in Rust 2021 (E0700)
struct Foo<'a, T>(&'a T);
impl<'a, T> Foo<'a, T> {
    fn foo(self) -> impl Sized { self }
    //[e2021]~^ ERROR E0700
    //              ^^^^^^^^^^
    //              ^ Captures `'a` and `T`.
}
