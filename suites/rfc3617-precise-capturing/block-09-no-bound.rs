//@ rfc: 3617
//@ variant-of: 3617-precise-capturing.md#block-9
//@ section: Capturing in trait definition
//@ min-rust: 1.75
//@ claim: "we decided to capture all in-scope generic parameters in RPIT-like `impl Trait` opaque types, across all editions, for ... RPITIT": without `use<..>`, the RPITIT captures `&self`'s and `'m`'s lifetimes in both editions
//@ note: "min-rust 1.75: RPITIT"
trait Tr {
    fn f<'m>(&self, x: &'m ()) -> impl Sized;
}

fn caller<T: Tr + 'static>(t: T) -> impl Sized + 'static {
    let x = ();
    t.f(&x)
    //~^ ERROR cannot return value referencing local variable `x`
    //~| ERROR cannot return value referencing function parameter `t`
}
