//@ rfc: 3617
//@ variant-of: 3617-precise-capturing.md#block-54
//@ section: Specifying captured generics for closures-like blocks
//@ needs-nightly
//@ claim: "We could apply the `use<..>` syntax to closure-like blocks ... We leave this to future work": with the ATPIT gate, `use<> || ()` is still not syntax
//@ note: "if this starts to parse, the future possibility landed: revisit"
#![feature(impl_trait_in_assoc_type)]

trait Trait {
    type Ty;
    fn define<T>(_: T) -> Self::Ty;
}

impl Trait for () {
    type Ty = impl Fn();
    fn define<T>(_: T) -> Self::Ty {
        use<> || ()
        //~^ ERROR expected identifier, found `<`
    }
}
