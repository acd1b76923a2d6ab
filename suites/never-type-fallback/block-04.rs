//@ source: never-type-fallback.md#block-4 sha256:2dccbf5a3e74a1b53104e57ed410a1a4e1c4b5d062fc4334c50aa5f42b87d276
//@ section: Migration
//@ verbatim: block-04-doctest.rs
//@ note: "rustdoc block: `# ` lines are rustdoc hidden lines and the statements rely on the implicit `fn main` of doctests, so the block as written is not a Rust file; the -doctest variant is what rustdoc compiles"
# #![allow(dependency_on_unit_never_type_fallback)]
# fn outer<T>(x: T) -> Result<T, ()> {
fn f<T: Default>() -> Result<T, ()> {
    Ok(T::default())
}

f()?;
# Ok(x)
# }
