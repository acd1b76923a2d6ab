//@ source: never-type-fallback.md#block-7 sha256:2948048545c13973891c65ea585848b14df34d1cfba1cf42397d2995b5a8859f
//@ section: Migration
//@ verbatim: block-07-doctest.rs
//@ note: "rustdoc block: `# ` lines are rustdoc hidden lines and the statements rely on the implicit `fn main` of doctests, so the block as written is not a Rust file; the -doctest variant is what rustdoc compiles"
# #![deny(dependency_on_unit_never_type_fallback)]
# trait Unit {}
# impl Unit for () {}
#
# fn run<R: Unit>(f: impl FnOnce() -> R) {
#     f();
# }
run(|| -> () { panic!() });
