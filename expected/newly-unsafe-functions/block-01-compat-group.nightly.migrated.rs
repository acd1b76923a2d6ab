fn main() {
    // FIXME: Audit that the environment access only happens in single-threaded code.
    unsafe { std::env::set_var("FOO", "123") };
    //~^ WARN deprecated_safe_2024
}
