//@ variant-of: never-type-fallback.md#block-5
//@ claim: "To fix the issue you need to specify the `T` type explicitly"
//@ note: "the guide runs this block as edition2024 under `deny(dependency_on_unit_never_type_fallback)`; both fixes compile in both editions"
#![deny(dependency_on_unit_never_type_fallback)]
fn main() {
fn outer<T>(x: T) -> Result<T, ()> {
fn f<T: Default>() -> Result<T, ()> {
    Ok(T::default())
}
f::<()>()?;
// ...or:
() = f()?;
Ok(x)
}
}
