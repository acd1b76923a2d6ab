//@ source: never-type-fallback.md#block-8 sha256:5fc7dfc30d12b45ca4f113e85aed535ee7de8a49901b5c40e734d92d29aa52a5
//@ section: Migration
//@ verbatim: block-08-doctest.rs
//@ note: "rustdoc block: `# ` lines are rustdoc hidden lines and the statements rely on the implicit `fn main` of doctests, so the block as written is not a Rust file; the -doctest variant is what rustdoc compiles"
# #![allow(dependency_on_unit_never_type_fallback)]
if true {
    Default::default()
} else {
    return
};
