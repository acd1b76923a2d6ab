//@ claim: "Even though `before_exec` is deprecated, it is now correctly marked as `unsafe` starting in the 2024 Edition"
//@ note: "Rust 2021: allowed without `unsafe`, with the `deprecated` warning it has had since 1.37; Rust 2024: E0133. `pre_exec` has always been unsafe"
use std::os::unix::process::CommandExt;
use std::process::Command;

pub fn setup(cmd: &mut Command) {
    cmd.before_exec(|| Ok(()));
    //~^ WARN should be unsafe, use `pre_exec` instead
    //[e2024]~| ERROR E0133
    unsafe { cmd.pre_exec(|| Ok(())) };
}

pub fn pre_exec_needs_unsafe(cmd: &mut Command) {
    cmd.pre_exec(|| Ok(()));
    //~^ ERROR E0133
}
