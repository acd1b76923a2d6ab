//@ rfc: 3593
//@ variant-of: 3593-unprefixed-guarded-strings.md#block-2
//@[e2021] run-pass
//@ claim: "the following are invalid macro invocations: foo!(#string), foo!(#string#), foo!(####string####)"
//@ note: "invalid only from 2024; in 2021 they are several tokens"
macro_rules! foo {
    ($($t:tt)*) => { println!("{} token(s)", 0 $(+ { let _ = stringify!($t); 1 })*) };
}

fn main() {
    foo!(# "qux");
    //[e2024]~^ ERROR invalid string literal
    foo!(# "qux"#);
    //[e2024]~^ ERROR invalid string literal
    foo!(# # # # "qux"# # # #);
    //[e2024]~^ ERROR invalid string literal
}
