//@ compile-flags: -D if_let_rescope
//@ claim: "The if_let_rescope lint detects cases where a temporary value with significant drop is generated on the right hand side of if let"
//@ note: "a `String` temporary has no significant destructor: silent even when denied"
//@[e2021] holds-since: 1.85 "observed failing on lane 1.63 (the matrix): `check-pass` claimed, but the compiler rejected it"
pub fn f() -> usize {
    if let Some(n) = String::from("abc").find('b') {
        n
    } else {
        0
    }
}
