//@ claim: "The Rust compiler prioritizes any manually imported items over those from the prelude"
//@ note: "a trait *defined* in the crate under the prelude's name `IntoFuture` shadows the name, but the prelude trait's method is still a candidate: E0034 in Rust 2024; likewise with an explicit `use` of such a trait"
//@ min-rust: 1.64
//@ note: "min-rust 1.64: `IntoFuture` was stabilized in Rust 1.64"
//@ compile-flags: -W rust_2024_prelude_collisions
//@[e2021] run-pass
trait IntoFuture {
    fn into_future(self) -> &'static str
    where
        Self: Sized,
    {
        "local IntoFuture::into_future"
    }
}
impl<T> IntoFuture for T {}

mod explicit {
    pub trait IntoFuture {
        fn into_future(self) -> &'static str
        where
            Self: Sized,
        {
            "explicit::IntoFuture::into_future"
        }
    }
    impl<T> IntoFuture for T {}
}

mod user {
    use crate::explicit::IntoFuture;

    pub fn call() -> &'static str {
        IntoFuture::into_future(async {})
        //[e2021]~^ WARN rust_2024_prelude_collisions
        //[e2024]~^^ ERROR E0034
    }
}

fn main() {
    let r = IntoFuture::into_future(async {});
    //[e2021]~^ WARN rust_2024_prelude_collisions
    //[e2024]~^^ ERROR E0034
    println!("{}", r);
    println!("{}", user::call());
}
