//@ variant-of: newly-unsafe-functions.md#block-3
//@ claim: "you can manually enable the lint to find places these functions are called"
//@ note: "the block's attribute with calls to the three functions: in Rust 2021 each call is flagged (`before_exec` is also `deprecated` since 1.37); in Rust 2024 each call is E0133"
//@[e2021] holds-since: 1.85 "observed failing on lane 1.63 (the matrix): expected WARN `deprecated_safe_2024` on line 10 (annotation at line 11), not found"
// Add this to the root of your crate to do a manual migration.
#![warn(deprecated_safe_2024)]

use std::os::unix::process::CommandExt;

pub fn calls(cmd: &mut std::process::Command) {
    // FIXME: Audit that the environment access only happens in single-threaded code.
    unsafe { std::env::set_var("FOO", "123") };
    //[e2021]~^ WARN deprecated_safe_2024
    //[e2024]~^^ ERROR E0133
    // FIXME: Audit that the environment access only happens in single-threaded code.
    unsafe { std::env::remove_var("FOO") };
    //[e2021]~^ WARN deprecated_safe_2024
    //[e2024]~^^ ERROR E0133
    // FIXME: Audit that the closure is async-signal-safe.
    unsafe { cmd.before_exec(|| Ok(())) };
    //[e2021]~^ WARN deprecated_safe_2024
    //[e2024]~^^ ERROR E0133
}
