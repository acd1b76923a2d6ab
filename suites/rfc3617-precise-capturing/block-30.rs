//@ rfc: 3617
//@ source: 3617-precise-capturing.md#block-30 sha256:1cb681ae55252bfdd8c3bedee68e50b3913b8e3d921f354a10e3ee61840c3272
//@ section: Lifetime equality
//@ claim: "this is currently allowed in Rust 2021: ... we're still able to capture `'a` due to the fact that it must be equal to `'b`"
//@ check-pass
//@ edition: 2021
fn foo<'a: 'b, 'b: 'a>() -> impl Sized + 'b {
    core::marker::PhantomData::<&'a ()>
}
