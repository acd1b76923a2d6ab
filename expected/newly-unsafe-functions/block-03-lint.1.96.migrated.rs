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
