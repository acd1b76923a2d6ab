//@ rfc: 2585
//@ source: 2585-unsafe-block-in-unsafe-fn.md#block-3 sha256:2f147fe1df82771c085f2e297742acefe6e0b50b0cd02b04a73d20a764098dfa
//@ section: Reference-level explanation
//@ claim: "However, nested `unsafe` blocks are still redundant, so this warns"
//@ note: "`-W unused_unsafe` re-enables the lint after the harness's -Aunused"
//@ compile-flags: -W unused_unsafe
//@ check-pass
#[warn(unsafe_op_in_unsafe_fn)]
unsafe fn get_unchecked<T>(x: &[T], i: usize) -> &T {
  unsafe { unsafe { x.get_unchecked(i) } }
//~^ WARN unnecessary `unsafe` block
}
