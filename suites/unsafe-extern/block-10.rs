//@ rfc: 3484
//@ source: 3484-unsafe-extern-blocks.md#block-10 sha256:a1b3a5b2db8d33dae6f0d5c37bc0f0d31b9a7f1ee48bd4f622f7b674d26425ac
//@ section: Don't add the `safe` contextual keyword, flip the default
//@ verbatim: block-10-incremental.rs
//@ min-rust: 1.82
//@ note: "min-rust 1.82: `unsafe extern` and the `safe`/`unsafe` item qualifiers were stabilized in Rust 1.82 (RFC 3484); earlier lanes cannot parse them"
//@ note: "only `c_char` is missing; block-10-incremental.rs calls the `safe` item from safe code"
unsafe extern {
    pub safe fn sqrt(x: f64) -> f64; // <--- We added `safe` here.
    pub fn strlen(p: *const c_char) -> usize; // Unsafe to call.
    // Many more items follow...
}
