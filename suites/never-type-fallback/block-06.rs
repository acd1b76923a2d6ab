//@ source: never-type-fallback.md#block-6 sha256:072d293703b57a563dca0a12619f282a707756b12ac45e27f0e8eca98bd4df02
//@ section: Migration
//@ verbatim: block-06-doctest.rs
//@ note: "rustdoc block: `# ` lines are rustdoc hidden lines and the statements rely on the implicit `fn main` of doctests, so the block as written is not a Rust file; the -doctest variant is what rustdoc compiles"
# #![allow(dependency_on_unit_never_type_fallback)]
trait Unit {}
impl Unit for () {}

fn run<R: Unit>(f: impl FnOnce() -> R) {
    f();
}

run(|| panic!());
