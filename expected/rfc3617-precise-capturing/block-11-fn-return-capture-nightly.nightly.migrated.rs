#![feature(impl_trait_in_fn_trait_return)]

fn foo<'a>(_: &'a ()) -> impl Fn() -> impl Sized + use<> { || () }
//[e2024]~^ ERROR E0792
