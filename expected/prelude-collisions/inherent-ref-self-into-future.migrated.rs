struct Builder;

impl Builder {
    fn into_future(&self) -> &'static str {
        "Builder::into_future (inherent, &self)"
    }
}

impl std::future::IntoFuture for Builder {
    type Output = u8;
    type IntoFuture = std::future::Ready<u8>;
    fn into_future(self) -> std::future::Ready<u8> {
        std::future::ready(1)
    }
}

fn type_of<T>(_: &T) -> &'static str {
    std::any::type_name::<T>()
}

fn main() {
    let r = (&Builder).into_future();
    //[e2021]~^ WARN rust_2024_prelude_collisions
    println!("{}", type_of(&r));
    assert_eq!(type_of(&r), std::any::type_name::<std::future::Ready<u8>>(), "the same call now means IntoFuture::into_future");
}
