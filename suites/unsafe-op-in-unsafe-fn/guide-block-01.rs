//@ source: unsafe-op-in-unsafe-fn.md#block-1 sha256:8f0bbbf32be45beddcaa3a6fbdda58ccf74903dee4b9aea9c8951ede7db989f4
//@ section: Details
//@ verbatim: guide-block-01-shown.rs
//@ note: "verbatim, the mdBook hidden line `# #![warn(unsafe_op_in_unsafe_fn)]` is not Rust: a parse error in both editions; guide-block-01-shown.rs compiles the block as rustdoc would"
# #![warn(unsafe_op_in_unsafe_fn)]
unsafe fn get_unchecked<T>(x: &[T], i: usize) -> &T {
  x.get_unchecked(i) // WARNING: requires unsafe block
}
