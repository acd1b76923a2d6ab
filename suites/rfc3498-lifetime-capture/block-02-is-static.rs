//@ rfc: 3498
//@ variant-of: 3498-lifetime-capture-rules-2024.md#block-2
//@ section: Capturing lifetimes in type parameters
//@ claim: "the call to `foo` captures the lifetime `'a` in its returned opaque type" (through `T = &'a ()`), in every edition
async fn foo<T>(x: T) { _ = (x,); }

fn is_static<T: 'static>(_: T) {}

fn bar<'a>(x: &'a ()) {
    is_static(foo(x));
    //~^ ERROR E0521
}

fn baz() {
    is_static(foo(&()));
}
