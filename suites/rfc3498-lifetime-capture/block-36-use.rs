//@ rfc: 3498
//@ variant-of: 3498-lifetime-capture-rules-2024.md#block-36
//@ section: Appendix I: Precise capturing with TAIT
//@ min-rust: 1.82
//@ claim: RFC 3617 precise capturing restores the Rust 2021 captures in 2024 (`use<T>`), but cannot drop `T`: only the `'b` borrow (inside `T`) still escapes, in both editions
//@ note: "Stable `use<..>` must list every type parameter (RFC 3617), so unlike the TAIT of block 37 it cannot make `foo(x, y)` `'static`."
fn foo<'a, T>(_: &'a (), _: T) -> impl Sized + use<T> { () }

fn bar<'a, 'b>(x: &'a (), y: &'b ()) {
    fn is_static<T: 'static>(_: T) {}
    is_static(foo(x, y));
    //~^ ERROR E0521
}
