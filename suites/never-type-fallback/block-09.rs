//@ source: never-type-fallback.md#block-9 sha256:776ad68c5a2013dfc963eae2ddb53e9a8abc2f6d1e2ac9a806068d2410b59b01
//@ section: Migration
//@ verbatim: block-09-doctest.rs
//@ note: "rustdoc block: `# ` lines are rustdoc hidden lines and the statements rely on the implicit `fn main` of doctests, so the block as written is not a Rust file; the -doctest variant is what rustdoc compiles"
# #![deny(dependency_on_unit_never_type_fallback)]
() = if true {
    Default::default()
} else {
    return
};

// ...or:

if true {
    <() as Default>::default()
} else {
    return
};
