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
