// Add this to the root of your crate to do a manual migration.
#![warn(missing_unsafe_on_extern)]

unsafe extern "C" {
//[e2021]~^ WARN missing_unsafe_on_extern
//[e2021]~| HELP needs `unsafe` before the extern keyword
//[e2024]~| ERROR extern blocks must be unsafe
    pub fn cos(x: f64) -> f64;
}
