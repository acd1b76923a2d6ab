//@ rfc: 3513
//@ claim: "Starting in the 2024 edition, `gen` is a keyword"
//@ note: "a lifetime or label named `'gen` is rejected in 2024 like other keyword lifetimes ('lifetimes cannot use keyword names'); raw lifetimes `'r#gen` (Rust 1.83) are the way out in both editions"
//@[e2021] check-pass
pub fn pick<'r#gen>(x: &'r#gen u8) -> &'r#gen u8 {
    //[e2024]~^ ERROR lifetimes cannot use keyword names
    //[e2024]~| ERROR lifetimes cannot use keyword names
    //[e2024]~| ERROR lifetimes cannot use keyword names
    x
}
