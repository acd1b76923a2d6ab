//@ variant-of: reserved-syntax.md#block-1
//@[e2021] run-pass
//@ claim: "Prior to the 2024 Edition, this produces: one token, one token, three tokens, three tokens. Starting in the 2024 Edition, the guarded-string line and the `###` line now generates a compile error"
macro_rules! demo {
    ( $a:tt ) => { println!("one token") };
    ( $a:tt $b:tt $c:tt ) => { println!("three tokens") };
}

fn main() {
    demo!("foo");
    demo!(r#"foo"#);
    demo!(# "foo"#);
    //[e2024]~^ ERROR invalid string literal
    demo!(# # #);
    //[e2024]~^ ERROR reserved multi-hash token is forbidden
    //[e2024]~| ERROR unexpected end of macro invocation
}
