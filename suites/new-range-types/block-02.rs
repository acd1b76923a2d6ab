//@ rfc: 3550
//@ source: 3550-new-range.md#block-2 sha256:dbcb34151bee50646ad055f38d37fe8b7eefcc22c3ab388b88e37b3e7552a8e7
//@ section: Guide-level explanation
//@ verbatim: block-02-in-fn.rs
//@ note: "statements outside any fn (RFC style): the block does not parse as a file; variants check its claim"
for n in 0..5 {
    // `n` = 0, 1, 2, 3, 4
}
