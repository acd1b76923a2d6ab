fn f<T: Default>() -> Result<T, ()> {
    Ok(T::default())
}

fn outer<T>(x: T) -> Result<T, ()> {
//[e2021]~^ WARN dependency_on_unit_never_type_fallback
    f::<()>()?;
    //[e2024]~^ ERROR E0277
    Ok(x)
}
