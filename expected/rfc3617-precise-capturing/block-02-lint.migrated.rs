fn foo<'t>(_: &'t ()) -> impl Sized + use<> {}
//[e2021]~^ WARN impl_trait_overcaptures
//[e2021]~| HELP use the precise capturing `use<...>` syntax

fn bar(x: ()) -> impl Sized + 'static {
    foo(&x)
    //[e2024]~^ ERROR E0515
}
