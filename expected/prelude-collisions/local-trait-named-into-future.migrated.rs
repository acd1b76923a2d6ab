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
