//@ rfc: 3509
//@ source: 3509-prelude-2024-future.md#block-2 sha256:a1c9cd805986f75c213cb9b15fb5edd4035cea7dba540395e6828fdf62f23465
//@ section: Guide-level explanation
//@ claim: "In Rust 2024, you can name and make use of the `Future` and `IntoFuture` traits without explicitly importing them"
//@[e2024] check-pass
async fn meow(phrase: impl IntoFuture<Output = String>) {
//[e2021]~^ ERROR E0405
    println!("{}, meow", phrase.await);
}
