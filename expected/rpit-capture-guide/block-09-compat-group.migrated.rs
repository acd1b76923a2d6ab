fn f<'a>(x: &'a ()) -> impl Sized + use<> { *x }
//[e2021]~^ WARN impl_trait_overcaptures
