fn f<'a>(x: &'a (), y: impl Sized) -> impl Sized { (*x, y) }
//[e2021]~^ WARN `impl Sized` will capture more lifetimes than possibly intended in edition 2024
//[e2021]~| NOTE specifically, this lifetime is in scope but not mentioned in the type's bounds
//   ^^                ~~~~~~~~~~
//               This is a use of APIT.
//

fn test<'a>(x: &'a (), y: ()) -> impl Sized + 'static + use<> {
    f(x, y)
    //[e2024]~^ ERROR lifetime may not live long enough
}
