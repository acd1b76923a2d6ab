//@ variant-of: newly-unsafe-functions.md#block-2
//@ claim: "To make your code compile in both the 2021 and 2024 editions, you will need to make sure that these functions are called only from within `unsafe` blocks"
//@ note: "the migrated call with `unused_unsafe` denied: on 1.85+ the `unsafe` block around `set_var` is not 'unnecessary' even in Rust 2021 (rust-lang/rust#124636 exempts it). On 1.63 `set_var` is safe and the block is unused: that cell fails, as drift"
//@ run-pass
//@[e2021] holds-since: 1.80 "on 1.63 set_var is a safe fn, so its unsafe block is unnecessary (denied unused_unsafe); set_var/remove_var became unsafe fn (callable without unsafe before 2024) in 1.80 (RELEASES.md 1.80.0 Compatibility Notes, rust-lang/rust#124636); holds on 1.85"
#![deny(unused_unsafe)]

fn main() {
    // TODO: Audit that the environment access only happens in single-threaded code.
    unsafe { std::env::set_var("FOO", "123") };
    println!("{:?}", std::env::var("FOO"));
}
