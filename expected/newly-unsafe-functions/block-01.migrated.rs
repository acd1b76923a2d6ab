//@ source: newly-unsafe-functions.md#block-1 sha256:4924d8074c0383720f1067b17ac8f5daf586646194da7c0890122d3125d12697
//@ section: Migration
//@ claim: "these functions are marked as `unsafe` starting in the 2024 Edition, while not requiring `unsafe` in previous editions"
//@[e2021] run-pass
fn main() {
    // TODO: Audit that the environment access only happens in single-threaded code.
    unsafe { std::env::set_var("FOO", "123") };
    //[e2024]~^ ERROR E0133
}
