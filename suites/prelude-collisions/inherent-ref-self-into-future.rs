//@ claim: "adding a _trait_ to the prelude can break existing code in a subtle way"
//@ note: "a local builder type with an inherent `into_future(&self)` that also implements `IntoFuture`: in Rust 2021 (trait not imported) the inherent method runs; in Rust 2024 the prelude's `IntoFuture::into_future(self)` is found at the by-value step, before the autoref step of the inherent method, so the same call silently changes meaning (stdout shows the result type). The 2021 lint reports it as 'will become ambiguous'"
//@ min-rust: 1.64
//@ note: "min-rust 1.64: `IntoFuture` was stabilized in Rust 1.64"
//@ compile-flags: -W rust_2024_prelude_collisions
//@[e2021] run-fail
//@[e2024] run-pass
//@ note: "the program asserts the subtle break: under 2024 the call is `IntoFuture::into_future` (its result a `Ready<u8>`); under 2021 it is the inherent method (a `&str`) and the assertion fails"
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
    let r = Builder.into_future();
    //[e2021]~^ WARN rust_2024_prelude_collisions
    println!("{}", type_of(&r));
    assert_eq!(type_of(&r), std::any::type_name::<std::future::Ready<u8>>(), "the same call now means IntoFuture::into_future");
}
