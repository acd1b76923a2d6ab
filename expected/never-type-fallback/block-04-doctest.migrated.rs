#![allow(dependency_on_unit_never_type_fallback)]
fn main() {
fn outer<T>(x: T) -> Result<T, ()> {
fn f<T: Default>() -> Result<T, ()> {
    Ok(T::default())
}

f::<()>()?;
//[e2024]~^ ERROR E0277
Ok(x)
}
}
