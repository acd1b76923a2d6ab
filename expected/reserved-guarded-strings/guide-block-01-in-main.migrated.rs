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
