//@ source: rpit-lifetime-capture.md#block-5 sha256:440d54e95d3524ca671d4b3f0e172fcfed1668eeb7ae9e7b5a0a624e8d5a6bf7
//@ section: Edition-specific rules when no `use<..>` bound is present
//@ min-rust: 1.82
//@ claim: "In Rust 2021 and earlier, the above is equivalent to `use<>`; in Rust 2024 and later, it is equivalent to `use<'_>`"
//@ note: "the three fns compile in both editions; the difference shows at a use site: block-05-use-site.rs"
fn f_implicit(_: &()) -> impl Sized + use<> {}
// In Rust 2021 and earlier, the above is equivalent to:
fn f_2021(_: &()) -> impl Sized + use<> {}
// In Rust 2024 and later, it's equivalent to:
fn f_2024(_: &()) -> impl Sized + use<'_> {}
