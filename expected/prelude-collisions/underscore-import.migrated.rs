//@ claim: "adding a _trait_ to the prelude can break existing code in a subtle way"
//@ note: "a user trait brought into scope anonymously (`use mylib::Ext as _;`) still collides with the 2024 prelude's `IntoFuture::into_future`: E0034"
//@ min-rust: 1.64
//@ note: "min-rust 1.64: `IntoFuture` was stabilized in Rust 1.64"
//@ compile-flags: -W rust_2024_prelude_collisions
//@[e2021] run-pass
mod mylib {
    pub trait Ext {
        fn into_future(self) -> &'static str
        where
            Self: Sized,
        {
            "mylib::Ext::into_future"
        }
    }
    impl<T> Ext for T {}
}

use mylib::Ext as _;

fn main() {
    let r = mylib::Ext::into_future(async {});
    //[e2021]~^ WARN rust_2024_prelude_collisions
    //[e2024]~^^ ERROR E0034
    println!("{}", r);
}
