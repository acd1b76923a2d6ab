//@ rfc: 3498
//@ variant-of: 3498-lifetime-capture-rules-2024.md#block-18
//@ section: Type alias `impl Trait` (TAIT)
//@ needs-nightly
//@ min-rust: 1.87
//@ claim: "the opaque type in TAIT in all editions will automatically capture all type and lifetime parameters present in the type alias": `Foo<'a, ()>` is not `'static` although its hidden type is `()`, while `Foo<'static, ()>` is
#![feature(type_alias_impl_trait)]

type Foo<'a, T> = impl Sized;

#[define_opaque(Foo)]
fn foo<'a, T>() -> Foo<'a, T> {}

fn is_static<T: 'static>(_: T) {}

fn bar<'a>(_: &'a ()) {
    is_static(foo::<'a, ()>());
    //~^ ERROR lifetime may not live long enough
    is_static(foo::<'static, ()>());
}
