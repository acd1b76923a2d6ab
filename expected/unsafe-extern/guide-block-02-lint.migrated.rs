//@ variant-of: unsafe-extern.md#block-2
//@ claim: "The `missing_unsafe_on_extern` lint can update `extern` blocks to add the `unsafe` keyword"
//@ note: "the block's attribute with an `extern` block: warning with the `unsafe` suggestion in 2021, hard error in 2024"
//@[e2021] holds-since: 1.85 "observed failing on lane 1.63 (the matrix): expected WARN `missing_unsafe_on_extern` on line 7 (annotation at line 8), not found"
// Add this to the root of your crate to do a manual migration.
#![warn(missing_unsafe_on_extern)]

unsafe extern "C" {
//[e2021]~^ WARN missing_unsafe_on_extern
//[e2021]~| HELP needs `unsafe` before the extern keyword
//[e2024]~| ERROR extern blocks must be unsafe
    pub fn cos(x: f64) -> f64;
}
