//@ variant-of: unsafe-op-in-unsafe-fn.md#block-1
//@ claim: "The `unsafe_op_in_unsafe_fn` lint will fire if there are unsafe operations in an unsafe function without an explicit `unsafe {}` block"
//@ note: "the block as rustdoc compiles it (hidden line shown): a warning in both editions"
//@ check-pass
#![warn(unsafe_op_in_unsafe_fn)]
unsafe fn get_unchecked<T>(x: &[T], i: usize) -> &T { unsafe {
  x.get_unchecked(i) // WARNING: requires unsafe block
  //~^ WARN is unsafe and requires unsafe block
}}
