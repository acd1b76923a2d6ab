//@ rfc: 3484
//@ variant-of: 3484-unsafe-extern-blocks.md#block-1
//@ claim: "sqrt (from libm) may be called with any `f64` ... strlen (from libc) requires a valid pointer, so we mark it as being an unsafe fn"
//@ note: "the two functions of the block, linked against the system's libm/libc and called: `sqrt` from safe code, `strlen` inside `unsafe`"
//@ min-rust: 1.82
//@ note: "min-rust 1.82: `unsafe extern` and the `safe`/`unsafe` item qualifiers were stabilized in Rust 1.82"
//@ run-pass
use std::ffi::c_char;

unsafe extern "C" {
    pub safe fn sqrt(x: f64) -> f64;
    pub unsafe fn strlen(p: *const c_char) -> usize;
}

fn main() {
    let s = b"meow\0";
    let len = unsafe { strlen(s.as_ptr() as *const c_char) };
    println!("{} {}", sqrt(16.0), len);
}
