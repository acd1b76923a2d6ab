//@ rfc: 3550
//@ source: 3550-new-range.md#block-3 sha256:bdef125a49654dfcf3faaf81c371e52c1ca57ec36250008c41b428674bf6d0db
//@ section: Guide-level explanation
//@ verbatim: block-03-copy.rs
//@ note: "statements outside any fn (RFC style): the block does not parse as a file; variants check its claim"
let range = 0..5;

if a_slice[range].contains(x) {
    // ...
}
if b_slice[range].contains(y) {
    // ...
}
