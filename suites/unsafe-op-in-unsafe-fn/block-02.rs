//@ rfc: 2585
//@ source: 2585-unsafe-block-in-unsafe-fn.md#block-2 sha256:950c7318190dbc2c6e69dbd74769d3906f6b6a3fb306c16fbaba302a93153331
//@ section: Reference-level explanation
//@ claim: "if and only if the `unsafe_op_in_unsafe_fn` lint is not `allow`ed, we no longer warn that an `unsafe` block is unnecessary when it is nested immediately inside an `unsafe fn`. So, the following compiles without any warning"
//@ note: "checked with `-D unused_unsafe` (after the harness's -Aunused) and `-D warnings`"
//@ compile-flags: -D unused_unsafe -D warnings
//@ check-pass
#[warn(unsafe_op_in_unsafe_fn)]
unsafe fn get_unchecked<T>(x: &[T], i: usize) -> &T {
  unsafe { x.get_unchecked(i) }
}
