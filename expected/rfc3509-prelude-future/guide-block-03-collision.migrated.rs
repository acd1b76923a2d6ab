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
