//@ variant-of: newly-unsafe-functions.md#block-3
//@ claim: "you can manually enable the lint to find places these functions are called"
//@ note: "the block's attribute with calls to the three functions: in Rust 2021 each call is flagged (`before_exec` is also `deprecated` since 1.37); in Rust 2024 each call is E0133"
//@[e2021] holds-since: 1.82 "deprecated_safe_2024 is unknown on 1.63; set_var/remove_var became unsafe fn with a pre-2024 exemption in 1.80 (RELEASES.md 1.80.0 Compatibility Notes, rust-lang/rust#124636); the first release where it fires here, bisected with edrift bisect over rustup 1.80.0..1.84.0: fails on 1.81.0, holds on 1.82.0; holds on 1.85"
// Add this to the root of your crate to do a manual migration.
#![warn(deprecated_safe_2024)]

use std::os::unix::process::CommandExt;

pub fn calls(cmd: &mut std::process::Command) {
    std::env::set_var("FOO", "123");
    //[e2021]~^ WARN deprecated_safe_2024
    //[e2024]~^^ ERROR E0133
    std::env::remove_var("FOO");
    //[e2021]~^ WARN deprecated_safe_2024
    //[e2024]~^^ ERROR E0133
    cmd.before_exec(|| Ok(()));
    //[e2021]~^ WARN deprecated_safe_2024
    //[e2024]~^^ ERROR E0133
}
