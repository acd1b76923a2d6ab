//@ rfc: 2585
//@ source: 2585-unsafe-block-in-unsafe-fn.md#block-1 sha256:a94cea9ed1b41f19b338f280263ea9fee1b7d1578090fbbcf2a1ad68ac21120d
//@ section: Reference-level explanation
//@ claim: "The new `unsafe_op_in_unsafe_fn` lint triggers when an unsafe operation is used inside an `unsafe fn` but outside `unsafe {}` blocks. So, the following will emit a warning"
//@ note: "the annotation is the message common to all lanes (1.63: `call to unsafe function is unsafe and requires unsafe block (error E0133)`, coded as the lint; 1.85+: the callee is named and the code is E0133)"
//@ check-pass
#[warn(unsafe_op_in_unsafe_fn)]
unsafe fn get_unchecked<T>(x: &[T], i: usize) -> &T { unsafe {
  x.get_unchecked(i)
//~^ WARN is unsafe and requires unsafe block
}}
