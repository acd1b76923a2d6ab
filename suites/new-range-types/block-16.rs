//@ rfc: 3550
//@ source: 3550-new-range.md#block-16 sha256:df5432380fec3c64aa28d849d89d2d2fac11c4abe9ae9f432442d426c4f3d488
//@ section: Inherent `map` should map the bounds, not return an iterator
//@ verbatim: block-16-in-fn.rs
//@ note: "statements outside any fn (RFC style): the block does not parse as a file; variants check its claim"
// Edition 2021
for n in (1..11).map(|n| n*2) {
    // n = 2, 4, 6, ...., 16, 18, 20
}
// Edition 2024?
for n in (1..11).map(|n| n*2) {
    // n = 2, 3, 4, 5, 6, 7, ...., 15, 16, 17, 18, 19, 20, 21
}
