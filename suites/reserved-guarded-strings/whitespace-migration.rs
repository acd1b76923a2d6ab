//@ rfc: 3593
//@ variant-of: 3593-unprefixed-guarded-strings.md#block-2
//@ run-pass
//@ claim: "any whitespace to either side of the intervening `#` will allow this code to compile: `foo!(# qux #)` and `foo!(# qux#)` with a string literal for qux"
macro_rules! demo {
    ( $a:tt ) => { println!("one token") };
    ( $a:tt $b:tt ) => { println!("two tokens") };
    ( $a:tt $b:tt $c:tt ) => { println!("three tokens") };
}

fn main() {
    demo!(# "qux" #);
    demo!(# "qux"#);
    demo!(# # #);
    demo!(# #);
}
