//@ compile-flags: -D if_let_rescope
//@ claim: "The if_let_rescope lint detects cases where a temporary value with significant drop is generated on the right hand side of if let"
//@ note: "a `String` temporary has no significant destructor: silent even when denied"
//@[e2021] holds-since: 1.74 "1.63 makes the unknown command-line lint -D if_let_rescope an error (E0602); an unknown lint given on the command line became a warning under unknown_lints instead of error E0602 with rust-lang/rust#115387 (MCP compiler-team#667, r+ 2023-09-11, nightly 1.74), so check-pass holds, vacuously until the lint fires on stable (if_let_rescope fires from 1.84: lint-if-let-rescope bisected over rustup 1.80.0..1.84.0, fails on 1.83.0, holds on 1.84.0; stabilized for 2024 by rust-lang/rust#131984); holds on 1.85"
pub fn f() -> usize {
    if let Some(n) = String::from("abc").find('b') {
        n
    } else {
        0
    }
}
