//@ compile-flags: -D if_let_rescope
//@ claim: "The if_let_rescope lint detects cases where a temporary value with significant drop is generated on the right hand side of if let"
//@ note: "a `String` temporary has no significant destructor: silent even when denied"
//@[e2021] holds-since: 1.84 "fails on 1.63: E0602 unknown lint if_let_rescope; the lint came with the if-let rescoping (rust-lang/rust#107251, feature-gated) and was stabilized for Rust 2024 by rust-lang/rust#131984 (tracking #124085); issue 11 (21 stable releases run) saw it fire from 1.84; holds on 1.85"
pub fn f() -> usize {
    if let Some(n) = String::from("abc").find('b') {
        n
    } else {
        0
    }
}
