//@ variant-of: unsafe-op-in-unsafe-fn.md#block-2
//@ claim: "The solution is to wrap any unsafe operations in an `unsafe` block"
//@ note: "the block as rustdoc compiles it (hidden line shown): accepted in both editions with the lint denied"
//@ check-pass
#![deny(unsafe_op_in_unsafe_fn)]
unsafe fn get_unchecked<T>(x: &[T], i: usize) -> &T {
  unsafe { x.get_unchecked(i) }
}
