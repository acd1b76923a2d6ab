//@ source: newly-unsafe-functions.md#block-2 sha256:1692152fa6b05ddf3974fee2bb467cf40ed83169a3b0a2ff5ffc65a7509cb5e0
//@ section: Migration
//@ claim: "To make your code compile in both the 2021 and 2024 editions, you will need to make sure that these functions are called only from within `unsafe` blocks"
//@ run-pass
fn main() {
    // TODO: Audit that the environment access only happens in single-threaded code.
    unsafe { std::env::set_var("FOO", "123") };
}
