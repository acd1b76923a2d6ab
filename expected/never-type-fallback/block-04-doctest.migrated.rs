//@ variant-of: never-type-fallback.md#block-4
//@ claim: "due to the current desugaring of the `?` operator, it was inferred as `()`, and it will now be inferred as `!`"
//@ note: "the block as rustdoc compiles it (its hidden lines kept, including the `allow`); in 2024 `T` falls back to `!`, which is not `Default`"
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
