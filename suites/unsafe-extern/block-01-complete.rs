//@ rfc: 3484
//@ variant-of: 3484-unsafe-extern-blocks.md#block-1
//@ claim: "Once unsafely declared, a `safe` item within an `unsafe extern` block may be used directly from safe Rust code"
//@ note: "the block verbatim, with `c_char` imported and a minimal `SyncUnsafeCell` (the std one is unstable); a safe function uses the `safe` items without `unsafe`, the other items inside `unsafe` (checked only: the statics are not linked)"
//@ min-rust: 1.82
//@ note: "min-rust 1.82: `unsafe extern` and the `safe`/`unsafe` item qualifiers were stabilized in Rust 1.82"
//@ check-pass
use std::cell::UnsafeCell;
use std::ffi::c_char;

#[repr(transparent)]
pub struct SyncUnsafeCell<T>(UnsafeCell<T>);
unsafe impl<T: Sync> Sync for SyncUnsafeCell<T> {}

unsafe extern {
    // sqrt (from libm) may be called with any `f64`
    pub safe fn sqrt(x: f64) -> f64;

    // strlen (from libc) requires a valid pointer,
    // so we mark it as being an unsafe fn
    pub unsafe fn strlen(p: *const c_char) -> usize;

    // this function doesn't say safe or unsafe, so it defaults to unsafe
    pub fn free(p: *mut core::ffi::c_void);

    pub safe static IMPORTANT_BYTES: [u8; 256];

    pub safe static LINES: SyncUnsafeCell<i32>;
}

pub fn uses(p: *const c_char, q: *mut core::ffi::c_void) -> (f64, u8, *mut i32, usize) {
    let root = sqrt(2.0);
    let first = IMPORTANT_BYTES[0];
    let lines = LINES.0.get();
    let len = unsafe { strlen(p) };
    unsafe { free(q) };
    (root, first, lines, len)
}
