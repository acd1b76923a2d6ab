//@ rfc: 3593
//@ variant-of: 3593-unprefixed-guarded-strings.md#block-2
//@ run-pass
//@ claim: "the following are valid macro invocations: foo!(string), foo!(string #), foo!(r#string#), foo!(# string)"
//@ note: "the four valid forms of the RFC's guide-level list; they tokenize the same way in both editions"
macro_rules! foo {
    ($($t:tt)*) => { println!("{} token(s)", 0 $(+ { let _ = stringify!($t); 1 })*) };
}

fn main() {
    foo!("qux");
    foo!("qux"#);
    foo!(r#"qux"#);
    foo!(# "qux");
}
