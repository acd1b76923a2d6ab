//@ variant-of: never-type-fallback.md#block-4
//@ claim: "While still on a previous edition you will see warnings if your code will be broken"
//@[e2021] stale-since: 1.92 "never-type lints deny by default in every edition (rust-lang/rust#146167): the 2021 warning is now an error"
//@ note: "block 4 without the hidden `allow`: the 2021 edition warns with `dependency_on_unit_never_type_fallback` (reported on the enclosing fn, with a note on `f()?`)"
//@[e2021] holds-since: 1.85 "observed failing on lane 1.63 (the matrix): expected WARN `dependency_on_unit_never_type_fallback` on line 9 (annotation at line 10), not found"
fn f<T: Default>() -> Result<T, ()> {
    Ok(T::default())
}

fn outer<T>(x: T) -> Result<T, ()> {
//[e2021]~^ WARN dependency_on_unit_never_type_fallback
    f::<()>()?;
    //[e2024]~^ ERROR E0277
    Ok(x)
}
