//@ rfc: 3484
//@ source: 3484-unsafe-extern-blocks.md#block-9 sha256:65a4d66a3ba94c5ce9072ef20383039eeb055a256fe163d40f2191c7809bef30
//@ section: Don't add the `safe` contextual keyword, flip the default
//@ verbatim: block-09-one-line.rs
//@ min-rust: 1.82
//@ note: "min-rust 1.82: `unsafe extern` and the `safe`/`unsafe` item qualifiers were stabilized in Rust 1.82 (RFC 3484); earlier lanes cannot parse them"
//@ note: "only `c_char` is missing (both editions); block-09-one-line.rs imports it: the one-line change is accepted in both editions and leaves the items unsafe to call"
unsafe extern { // <--- We added `unsafe` here.
    pub fn sqrt(x: f64) -> f64; // Unsafe to call.
    pub fn strlen(p: *const c_char) -> usize; // Unsafe to call.
    // Many more items follow...
}
