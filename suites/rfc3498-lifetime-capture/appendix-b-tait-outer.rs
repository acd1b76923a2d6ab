//@ rfc: 3498
//@ variant-of: 3498-lifetime-capture-rules-2024.md#block-18
//@ section: Appendix B: Matrix of capturing effects
//@ claim: "Appendix B: TAIT | 2021 Outer LP: N/A | 2024 Outer LP: N/A" -- a TAIT nested in a generic function cannot name the function's lifetime
//@ needs-nightly
//@ min-rust: 1.87
//@ note: "There is no outer scope whose lifetimes a TAIT could capture: a type alias cannot use the generic parameters of an enclosing item (E0401), even inside a generic function. Nightly 1.97 also reports that `outer` does not constrain the opaque (a follow-on error of the rejected alias)."
#![feature(type_alias_impl_trait)]

fn outer<'a>(x: &'a ()) {
//~^ ERROR does not constrain
    type Opaque = impl Sized + 'a;
    //~^ ERROR E0401
    #[define_opaque(Opaque)]
    fn define() -> Opaque {}
}
