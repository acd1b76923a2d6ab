//@ rfc: 3617
//@ source: 3617-precise-capturing.md#block-19 sha256:6bfcdb4d2dd07457fa972e912b9d577482172881d10d3860ce6569ac9c635104
//@ section: Capturing higher ranked lifetimes in nested opaques
//@ min-rust: 1.82
//@ claim: "Once higher ranked lifetime bounds on nested opaque types are supported (rust-lang/rust#104288), we'll be able to use `use<..>` specifiers to capture lifetime parameters from higher ranked `for<..>` binders": not yet, so the block is rejected
//@ note: "the errors here come from the RFC syntax `impl use<'a> Sized` (parse error, then a bad recovery, E0107); block-19-use-bound.rs uses the shipped syntax and gets E0657, the limitation the RFC describes"
trait Trait<'a> { type Ty; }
impl<'a, F: Fn(&'a ()) -> &'a ()> Trait<'a> for F { type Ty = &'a (); }

fn foo() -> impl for<'a> Trait<'a, Ty = impl use<'a> Sized> {
//~^ ERROR expected one of `,` or `>`, found `Sized`
//~| ERROR E0107
    //                                  ^^^^^^^^^^^^^^^^^^
    //                                  ^ Captures `'a`.
    fn f(x: &()) -> &() { x }
    f
}
