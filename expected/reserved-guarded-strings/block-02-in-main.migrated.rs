//@ rfc: 3593
//@ variant-of: 3593-unprefixed-guarded-strings.md#block-2
//@[e2021] run-pass
//@ claim: "Prior to the 2024 edition, this produces: one token, one token, three tokens. Following the 2021 edition, the unprefixed guarded string would become a compiler error"
macro_rules! demo {
    ( $a:tt ) => { println!("one token") };
    ( $a:tt $b:tt $c:tt ) => { println!("three tokens") };
}

fn main() {
    demo!("foo");
    demo!(r#"foo"#);
    demo!(# "foo"#);
    //[e2024]~^ ERROR invalid string literal
}
