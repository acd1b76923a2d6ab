//@ rfc: 3509
//@ claim: "In Rust 2024, you can name and make use of the `Future` and `IntoFuture` traits without explicitly importing them ... you can write a function that accepts or returns an `impl Future`"
//@[e2024] check-pass
pub fn ready() -> impl Future<Output = u8> {
    //[e2021]~^ ERROR E0405
    async { 1 }
}

pub fn takes(f: impl Future<Output = u8>) -> impl Future<Output = u8> {
    //[e2021]~^ ERROR E0405
    //[e2021]~| ERROR E0405
    f
}

pub struct Wrapper<F: Future>(pub F);
//[e2021]~^ ERROR E0405
