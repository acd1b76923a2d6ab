//@ rfc: 3484
//@ source: 3484-unsafe-extern-blocks.md#block-7 sha256:242c841af660e318d99a807091efa7a0a4dbca8b67dd37001e4ebb10ca2374df
//@ section: Don't add the `safe` contextual keyword, flip the default
//@ verbatim: block-07-not-safe.rs
//@ min-rust: 1.82
//@ note: "min-rust 1.82: `unsafe extern` and the `safe`/`unsafe` item qualifiers were stabilized in Rust 1.82 (RFC 3484); earlier lanes cannot parse them"
//@ note: "verbatim only `c_char` is missing; block-07-not-safe.rs shows that the unmarked `sqrt` is *not* safe to call (the default the RFC kept)"
unsafe extern {
    pub fn sqrt(x: f64) -> f64; // Safe to call.
    pub unsafe fn strlen(p: *const c_char) -> usize;
}
