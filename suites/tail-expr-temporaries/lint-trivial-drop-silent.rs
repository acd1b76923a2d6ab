//@ compile-flags: -D tail_expr_drop_order
//@ claim: "The tail_expr_drop_order lint detects if a temporary value with a custom, non-trivial Drop destructor is generated in a tail expression"
//@ note: "a `String` temporary has no significant destructor: the lint stays silent even when denied, in every edition"
//@[e2021] holds-since: 1.85 "observed failing on lane 1.63 (the matrix): `check-pass` claimed, but the compiler rejected it"
pub fn tail() -> usize {
    let _local = String::from("local");
    String::from("temporary").len()
}
