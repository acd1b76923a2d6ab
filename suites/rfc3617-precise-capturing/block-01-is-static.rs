//@ rfc: 3617
//@ variant-of: 3617-precise-capturing.md#block-1
//@ section: Background
//@ claim: "captured generic parameters that are *not* used by the hidden type still affect borrow checking": the opaque type of `foo(&x)` captures `T = &'_ ()`, so it is not `'static` (every edition)
//@ note: "type parameters are captured in every edition (RFC 3498); stable `use<..>` cannot leave `T` out (block-03-use-bound.rs), so there is no fix on stable"
fn foo<T>(_: T) -> impl Sized {}

fn is_static<T: 'static>(_: T) {}

fn caller() {
    let x = ();
    is_static(foo(&x));
    //~^ ERROR E0597
}
