//@ rfc: 3484
//@ source: 3484-unsafe-extern-blocks.md#block-8 sha256:f3a3373523060fd0c777b41707c9447d6d2225e036559f5d35700f6543b5ae7d
//@ section: Don't add the `safe` contextual keyword, flip the default
//@ verbatim: block-08-editions.rs
//@ note: "the pre-RFC form, verbatim: it lacks `use std::ffi::c_char`, so its 2021 cell holds only on E0412 (2024 adds `extern blocks must be unsafe`); block-08-editions.rs imports `c_char` and tests the claim in both editions"
extern {
    pub fn sqrt(x: f64) -> f64; // Unsafe to call.
    pub fn strlen(p: *const c_char) -> usize; // Unsafe to call.
    // Many more items follow...
}
