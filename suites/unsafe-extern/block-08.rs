//@ rfc: 3484
//@ source: 3484-unsafe-extern-blocks.md#block-8 sha256:f3a3373523060fd0c777b41707c9447d6d2225e036559f5d35700f6543b5ae7d
//@ section: Don't add the `safe` contextual keyword, flip the default
//@ claim: "Consider that all `extern` blocks today look like this"
//@ note: "the pre-RFC form: accepted in 2021, `extern blocks must be unsafe` in 2024; the block also lacks `use std::ffi::c_char`"
extern {
//[e2024]~^ ERROR extern blocks must be unsafe
    pub fn sqrt(x: f64) -> f64; // Unsafe to call.
    pub fn strlen(p: *const c_char) -> usize; // Unsafe to call.
    //~^ ERROR cannot find type `c_char` in this scope
    // Many more items follow...
}
