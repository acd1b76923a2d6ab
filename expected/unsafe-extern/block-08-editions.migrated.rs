use std::os::raw::c_char;

unsafe extern {
//[e2024]~^ ERROR extern blocks must be unsafe
    pub fn sqrt(x: f64) -> f64; // Unsafe to call.
    pub fn strlen(p: *const c_char) -> usize; // Unsafe to call.
    // Many more items follow...
}

unsafe extern "C" {}
//[e2024]~^ ERROR extern blocks must be unsafe
