//@ source: unsafe-extern.md#block-1 sha256:7053143bb706b297b8a1b735c5f1c5abe7a1af2b8ae3d2aea44828c285d211cd
//@ section: Details
//@ claim: "Rust 1.82 added the ability in all editions to mark `extern` blocks with the `unsafe` keyword ... you can also specify if individual items in the `extern` block are `safe` or `unsafe`"
//@ min-rust: 1.82
//@ note: "min-rust 1.82: the release the claim names; earlier lanes cannot parse the block"
//@ check-pass
unsafe extern "C" {
    // sqrt (from libm) may be called with any `f64`
    pub safe fn sqrt(x: f64) -> f64;

    // strlen (from libc) requires a valid pointer,
    // so we mark it as being an unsafe fn
    pub unsafe fn strlen(p: *const std::ffi::c_char) -> usize;

    // this function doesn't say safe or unsafe, so it defaults to unsafe
    pub fn free(p: *mut core::ffi::c_void);

    pub safe static IMPORTANT_BYTES: [u8; 256];
}
