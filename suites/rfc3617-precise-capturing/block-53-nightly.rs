//@ rfc: 3617
//@ variant-of: 3617-precise-capturing.md#block-53
//@ section: Specifying captured generics for closures-like blocks
//@ needs-nightly
//@ claim: "Here, the opaque type of the closure is capturing `T`": with the ATPIT gate, the closure still captures `T` and is rejected
//@ note: "the error is reported on the return type `Self::Ty`, not on the closure as in the RFC (see block-53.rs)"
#![feature(impl_trait_in_assoc_type)]

trait Trait {
    type Ty;
    fn define<T>(_: T) -> Self::Ty;
}

impl Trait for () {
    type Ty = impl Fn();
    fn define<T>(_: T) -> Self::Ty {
    //~^ ERROR type parameter `T` is part of concrete type but not used in parameter list for the `impl Trait` type alias
        || ()
    }
}
