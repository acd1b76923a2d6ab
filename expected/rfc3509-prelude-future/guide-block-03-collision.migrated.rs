//@ variant-of: prelude.md#block-3
//@ claim: "you can manually enable the lint to find places where these qualifications need to be added"
//@ note: "the crate-level attribute of the block, with a call that collides with `IntoFuture::into_future`: the lint fires in Rust 2021, the call is a hard error (E0034) in Rust 2024"
//@ min-rust: 1.64
//@ note: "min-rust 1.64: `IntoFuture` was stabilized in Rust 1.64"
// Add this to the root of your crate to do a manual migration.
#![warn(rust_2024_prelude_collisions)]

trait IntoFutureExt {
    fn into_future(self) -> u8;
}

impl<T> IntoFutureExt for T {
    fn into_future(self) -> u8 {
        1
    }
}

pub fn f() -> u8 {
    IntoFutureExt::into_future(async {})
    //[e2021]~^ WARN rust_2024_prelude_collisions
    //[e2024]~^^ ERROR E0034
}
