pub fn clear() {
    // FIXME: Audit that the environment access only happens in single-threaded code.
    unsafe { std::env::remove_var("FOO") };
    //[e2024]~^ ERROR call to unsafe function `remove_var` is unsafe and requires unsafe block
}
