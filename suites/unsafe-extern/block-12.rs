//@ rfc: 3484
//@ source: 3484-unsafe-extern-blocks.md#block-12 sha256:b8aaab1024b7e5b8d3adc4e007a47212d91f630c20fd1b768bbe4ecc877ec166
//@ section: Use `trusted` as the contextual keyword
//@ claim: "One could ask, why not use `trusted` rather than `safe` as the contextual keyword?"
//@ min-rust: 1.82
//@ note: "min-rust 1.82: `unsafe extern` and the `safe`/`unsafe` item qualifiers were stabilized in Rust 1.82 (RFC 3484); earlier lanes cannot parse them"
//@ note: "`trusted` is not a qualifier: parse errors"
unsafe extern {
    pub trusted fn sqrt(x: f64) -> f64; // Safe to call.
    //~^ ERROR non-item in item list
    //~| ERROR visibility `pub` is not followed by an item
    pub unsafe fn strlen(p: *const c_char) -> usize;
}
