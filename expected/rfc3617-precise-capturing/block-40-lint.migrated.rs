fn foo<'t, T>(_: &'t (), x: T) -> impl Sized + use<T> { x }
//[e2021]~^ WARN impl_trait_overcaptures
//[e2021]~| HELP use the precise capturing `use<...>` syntax
