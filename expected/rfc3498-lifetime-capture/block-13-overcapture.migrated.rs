//@ rfc: 3498
//@ variant-of: 3498-lifetime-capture-rules-2024.md#block-13
//@ section: Capturing lifetimes from a free function signature
//@ claim: "Under this RFC, in Rust 2024, lifetime parameters could also be overcaptured by RPIT": the opaque type captures `'a` even though the hidden type `()` does not use it, so a caller that needs `'static` is accepted in 2021 and rejected in 2024
fn foo<'a, T>(_: &'a T) -> impl Sized + use<T> {}

fn is_static<T: 'static>(_: T) {}

fn bar<'a>(x: &'a u8) {
    is_static(foo(x));
    //[e2024]~^ ERROR E0521
}
