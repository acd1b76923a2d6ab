//@ rfc: 3617
//@ source: 3617-precise-capturing.md#block-53 sha256:529320aa2c5d945003ba5cc3c4fad7a180c2ab1f506434fcd55b819479d26340
//@ section: Specifying captured generics for closures-like blocks
//@ prose-annotations
//@ needs-nightly
//@ claim: "Here, the opaque type of the closure is capturing `T`": ERROR type parameter `T` is part of concrete type but not used in parameter list for the `impl Trait` type alias (on the closure)
//@ stale-since: 1.95 "the error is reported on the return type `Self::Ty` of `define`, not on the closure the RFC annotates (seen on 1.95 and nightly 1.97; same span in the 2025 comments on rust-lang/rust#65442); first release with the new span not determined"
//@ note: "the block has no `#![feature(impl_trait_in_assoc_type)]`: E0658 annotated honestly; block-53-nightly.rs adds the gate"
trait Trait {
    type Ty;
    fn define<T>(_: T) -> Self::Ty;
}

impl Trait for () {
    type Ty = impl Fn();
//~^ ERROR E0658
    fn define<T>(_: T) -> Self::Ty {
        || ()
    //~^ ERROR type parameter `T` is part of concrete type but not
    //~|       used in parameter list for the `impl Trait` type alias
    }
}
