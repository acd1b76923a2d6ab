//@ source: unsafe-op-in-unsafe-fn.md#block-2 sha256:115b8f596fb67f3a91122636a7d263e40b7f36259e5be155e7176bebc4d5c023
//@ section: Details
//@ verbatim: guide-block-02-shown.rs
//@ note: "verbatim, the mdBook hidden line `# #![deny(unsafe_op_in_unsafe_fn)]` is not Rust: a parse error; guide-block-02-shown.rs compiles the block as rustdoc would"
# #![deny(unsafe_op_in_unsafe_fn)]
unsafe fn get_unchecked<T>(x: &[T], i: usize) -> &T {
  unsafe { x.get_unchecked(i) }
}
