//@ source: never-type-fallback.md#block-5 sha256:30192c298411492eacfcbb93ef48e6e3104394836b767c8b0271f4e75d71ce01
//@ section: Migration
//@ verbatim: block-05-doctest.rs
//@ note: "rustdoc block: `# ` lines are rustdoc hidden lines and the statements rely on the implicit `fn main` of doctests, so the block as written is not a Rust file; the -doctest variant is what rustdoc compiles"
# #![deny(dependency_on_unit_never_type_fallback)]
# fn outer<T>(x: T) -> Result<T, ()> {
# fn f<T: Default>() -> Result<T, ()> {
#     Ok(T::default())
# }
f::<()>()?;
// ...or:
() = f()?;
# Ok(x)
# }
