//@ rfc: 3498
//@ variant-of: 3498-lifetime-capture-rules-2024.md#block-11
//@ section: Behavior of RPIT in Rust 2021 with type parameters
//@ claim: "`impl Sized` ... Captures any lifetimes within `T`": `foo(x)` with `x: &'a ()` is not `'static`, in every edition
fn foo<T>(x: T) -> impl Sized { x }

fn bar<'a>(x: &'a ()) -> impl Sized + 'static {
    foo(x)
    //~^ ERROR lifetime may not live long enough
}
