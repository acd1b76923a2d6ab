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
