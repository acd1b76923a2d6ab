//@ rfc: 2585
//@ variant-of: 2585-unsafe-block-in-unsafe-fn.md#block-4
//@ claim: "Many `unsafe fn` are actually rather short (no more than 3 lines) and will end up just being one large `unsafe` block. This change would make such functions less ergonomic to write, they would likely become"
//@ note: "the shape with a real signature: a whole-body `unsafe` block satisfies the lint (denied) in both editions and is not reported as unused"
//@ compile-flags: -D unsafe_op_in_unsafe_fn -D unused_unsafe
//@ check-pass
pub unsafe fn foo(p: *const u8) -> u8 { unsafe {
  // Code goes here
  *p
} }
