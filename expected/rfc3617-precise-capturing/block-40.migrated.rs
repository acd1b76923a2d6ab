fn foo<'t, T>(_: &'t (), x: T) -> impl Sized + use<T> { x }
