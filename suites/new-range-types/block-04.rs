//@ rfc: 3550
//@ source: 3550-new-range.md#block-4 sha256:f574edbf6d51324cb37ac223a92a293e7c5c3e6545ca2b0ad2d8fbc422987820
//@ section: Guide-level explanation
//@ verbatim: block-04-in-fn.rs
//@ note: "statements outside any fn (RFC style): the block does not parse as a file; variants check its claim"
for n in (1..).map(|x| x * 2) {
    // n = 2, 4, 6, 8, 10, ...
}
for n in (0..5).rev() {
    // n = 4, 3, 2, 1, 0
}
