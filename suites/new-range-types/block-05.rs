//@ rfc: 3550
//@ source: 3550-new-range.md#block-5 sha256:e0ac9a13ad839269d33f8b91d7adadbb324a5ce7a39e77ab60191617ed257f48
//@ section: Legacy Range Types
//@ verbatim: block-05-in-fn.rs
//@ note: "statements outside any fn (RFC style): the block does not parse as a file; variants check its claim"
let mut range = 0..5;
assert_eq!(range.next(), Some(0));
range.for_each(|n| {
    // n = 1, 2, 3, 4
});
