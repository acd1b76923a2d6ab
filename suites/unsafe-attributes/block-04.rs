//@ rfc: 3325
//@ source: 3325-unsafe-attributes.md#block-4 sha256:49813dbe02d4bb372429c7b6e5f95aac556889d89f96f5de6b17fd155836f4f6
//@ section: Reference-level explanation
//@ verbatim: block-04-on-fn.rs
//@ min-rust: 1.82
//@ note: "min-rust 1.82: the `unsafe(...)` attribute syntax was stabilized in Rust 1.82; earlier lanes cannot parse it"
//@ note: "verbatim, an attribute with no item after it: `expected item after attributes`; block-04-on-fn.rs tests the claim"
#[unsafe(no_mangle)]
