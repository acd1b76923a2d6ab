fn f<'a>(x: &'a ()) -> impl Sized + use<> { *x }
//[e2021]~^ WARN impl_trait_overcaptures
//[e2021]~| NOTE specifically, this lifetime is in scope but not mentioned in the type's bounds
//[e2021]~| HELP use the precise capturing `use<...>` syntax to make the captures explicit
