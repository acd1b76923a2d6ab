//@ rfc: 2585
//@ claim: "Moreover, if and only if the `unsafe_op_in_unsafe_fn` lint is not `allow`ed, we no longer warn that an `unsafe` block is unnecessary when it is nested immediately inside an `unsafe fn`"
//@ note: "the 'only if' half: with the lint allowed (explicitly here), the RFC still reports the `unsafe` block as unnecessary. 1.63 does; later releases never report it"
//@ compile-flags: -W unused_unsafe
//@ check-pass
//@ stale-since: 1.65 "rust-lang/rust#100081 (August 2022): an `unsafe` block is never considered unused if `deny(unsafe_op_in_unsafe_fn)` would require it, whatever the lint level"
#![allow(unsafe_op_in_unsafe_fn)]

pub unsafe fn get_unchecked<T>(x: &[T], i: usize) -> &T {
  unsafe { x.get_unchecked(i) }
  //~^ WARN unnecessary `unsafe` block
}
