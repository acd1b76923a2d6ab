//@ min-rust: 1.75
//@ claim: "RPIT opaque types in the signature of associated functions and methods within trait impls, uses of RPIT within trait definitions (RPITIT), and opaque `Future` types created by `async fn` ... implicitly capture all in-scope generic lifetime parameters in all editions"
//@ note: "each hidden type uses `'a`, which only compiles if `'a` is captured: accepted in 2021 too. The inherent fn is the contrast (E0700 in 2021)"
pub trait Tr {
    fn method<'a>(&self, x: &'a u8) -> impl Sized;
}

impl Tr for () {
    fn method<'a>(&self, x: &'a u8) -> impl Sized {
        x
    }
}

pub async fn future<'a>(x: &'a u8) -> u8 {
    *x
}

pub fn uses_future<'a>(x: &'a u8) -> impl std::future::Future<Output = u8> + 'a {
    future(x)
}

pub struct S;

impl S {
    pub fn inherent<'a>(x: &'a u8) -> impl Sized {
        x
        //[e2021]~^ ERROR E0700
    }
}
