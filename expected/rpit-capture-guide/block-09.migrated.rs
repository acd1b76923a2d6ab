fn f<'a>(x: &'a ()) -> impl Sized + use<> { *x }
