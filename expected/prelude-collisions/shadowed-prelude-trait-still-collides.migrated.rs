//@ claim: "The Rust compiler prioritizes any manually imported items over those from the prelude, to make sure additions to the prelude will not break any existing code"
//@ note: "names only: a glob-imported user trait named `IntoFuture` shadows the prelude's *name*, but the prelude trait `std::future::IntoFuture` stays in scope for method resolution, so in Rust 2024 `async {}.into_future()` is ambiguous (E0034) even though the name `IntoFuture` refers to the user's trait"
//@ min-rust: 1.64
//@ note: "min-rust 1.64: `IntoFuture` was stabilized in Rust 1.64"
//@ compile-flags: -W rust_2024_prelude_collisions
//@[e2021] run-pass
mod mylib {
    pub trait IntoFuture {
        fn into_future(self) -> &'static str
        where
            Self: Sized,
        {
            "mylib::IntoFuture::into_future"
        }
    }
    impl<T> IntoFuture for T {}
}

use mylib::*;

fn main() {
    let r = IntoFuture::into_future(async {});
    //[e2021]~^ WARN rust_2024_prelude_collisions
    //[e2024]~^^ ERROR E0034
    println!("{}", r);
}
