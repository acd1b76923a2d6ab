//@ rfc: 3484
//@ source: 3484-unsafe-extern-blocks.md#block-5 sha256:a80bf375eba5c01c1f5b5eb04f3a76ecca89475860765aa37efb2d865fc04060
//@ section: Prefix only `extern` with `safe` or `unsafe`
//@ observe
//@ note: "not a claim: the RFC asks it, or rejects it as an alternative: One could ask, why not prefix *only* `extern` with `safe` or `unsafe`?"
//@ min-rust: 1.82
//@ note: "min-rust 1.82: `unsafe extern` and the `safe`/`unsafe` item qualifiers were stabilized in Rust 1.82 (RFC 3484); earlier lanes cannot parse them"
//@ note: "`safe extern { .. }` does not parse (only `unsafe extern` exists); the parser stops there, so `c_char` is never reached"
safe extern {
    pub fn sqrt(x: f64) -> f64;
}
unsafe extern {
    pub fn strlen(p: *const c_char) -> usize;
}
