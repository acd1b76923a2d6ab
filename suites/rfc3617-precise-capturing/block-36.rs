//@ rfc: 3617
//@ source: 3617-precise-capturing.md#block-36 sha256:f669782ed511f7e23787048c7fe9085eab9d1e8d15713dc83be63a423fa5d9ad
//@ section: Handling of projection types
//@ claim: "a generic parameter used as an associated type does not constrain that generic parameter in the impl: the type parameter `A` is not constrained"
trait Trait {
    type Ty;
}

impl<A> Trait for () {
//~^ ERROR the type parameter `A` is not constrained
    type Ty = A;
}
