//@ rfc: 3617
//@ variant-of: 3617-precise-capturing.md#block-19
//@ section: Capturing higher ranked lifetimes in nested opaques
//@ min-rust: 1.82
//@ claim: "Once higher ranked lifetime bounds on nested opaque types are supported in Rust (see #104288), we'll be able to use `use<..>` specifiers to capture lifetime parameters from higher ranked `for<..>` binders": not yet supported (rust-lang/rust#104288), rejected in both editions
//@ note: "if this starts to compile, the limitation was lifted: revisit the claim"
trait Trait<'a> { type Ty; }
impl<'a, F: Fn(&'a ()) -> &'a ()> Trait<'a> for F { type Ty = &'a (); }

fn foo() -> impl for<'a> Trait<'a, Ty = impl Sized + use<'a>> {
    //~^ ERROR E0657
    fn f(x: &()) -> &() { x }
    f
}
