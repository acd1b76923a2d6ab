//@ rfc: 3484
//@ variant-of: 3484-unsafe-extern-blocks.md#block-2
//@ claim: "When coerced to a function pointer, a function declared in an extern block has type: `extern abi fn(A1, ..., An) -> R`"
//@ note: "with the RFC's qualifiers: a `safe` item coerces to a safe `extern C fn`; an `unsafe` or unmarked item only to an `unsafe extern C fn` (E0308 otherwise)"
//@ min-rust: 1.82
//@ note: "min-rust 1.82: `unsafe extern` and the `safe`/`unsafe` item qualifiers were stabilized in Rust 1.82"
use std::ffi::c_char;

unsafe extern "C" {
    pub safe fn sqrt(x: f64) -> f64;
    pub unsafe fn strlen(p: *const c_char) -> usize;
    pub fn free(p: *mut core::ffi::c_void);
}

pub fn pointers() {
    let _a: extern "C" fn(f64) -> f64 = sqrt;
    let _b: unsafe extern "C" fn(*const c_char) -> usize = strlen;
    let _c: unsafe extern "C" fn(*mut core::ffi::c_void) = free;
    let _d: extern "C" fn(*const c_char) -> usize = strlen;
    //~^ ERROR E0308
}
