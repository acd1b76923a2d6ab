//@ rfc: 3617
//@ source: 3617-precise-capturing.md#block-54 sha256:0372ae35e760a703660e47d1314aadf351b9b7283cbadd2c34d8914481869078
//@ section: Specifying captured generics for closures-like blocks
//@ needs-nightly
//@ claim: "We could apply the `use<..>` syntax to closure-like blocks ... We leave this to future work": `use<> || ()` is not accepted
//@ note: "besides the future syntax, the block lacks `#![feature(impl_trait_in_assoc_type)]` (E0658); block-54-nightly.rs adds the gate: the closure syntax is still rejected"
trait Trait {
    type Ty;
    fn define<T>(_: T) -> Self::Ty;
}

impl Trait for () {
    type Ty = impl Fn();
//~^ ERROR E0658
    fn define<T>(_: T) -> Self::Ty {
        use<> || ()
//~^ ERROR expected identifier, found `<`
    //  ^^^^^^^^^^^
    //  ^ Captures no generic parameters.
    }
}
