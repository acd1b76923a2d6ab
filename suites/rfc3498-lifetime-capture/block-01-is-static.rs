//@ rfc: 3498
//@ variant-of: 3498-lifetime-capture-rules-2024.md#block-1
//@ section: Capturing lifetimes
//@ claim: "we would say that the lifetime parameter `'a` has been captured in the returned opaque type" -- so the future returned by `foo(x)` is not `'static` when `x` is not, in every edition
async fn foo<'a>(x: &'a ()) { _ = (x,); }

fn is_static<T: 'static>(_: T) {}

fn bar<'a>(x: &'a ()) {
    is_static(foo(x));
    //~^ ERROR E0521
}

// A `'static` borrow makes the captured lifetime `'static`: accepted.
fn baz() {
    is_static(foo(&()));
}
