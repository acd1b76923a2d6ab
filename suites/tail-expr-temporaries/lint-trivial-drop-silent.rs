//@ compile-flags: -D tail_expr_drop_order
//@ claim: "The tail_expr_drop_order lint detects if a temporary value with a custom, non-trivial Drop destructor is generated in a tail expression"
//@ note: "a `String` temporary has no significant destructor: the lint stays silent even when denied, in every edition"
//@[e2021] holds-since: 1.74 "1.63 makes the unknown command-line lint -D tail_expr_drop_order an error (E0602); an unknown lint given on the command line became a warning under unknown_lints instead of error E0602 with rust-lang/rust#115387 (MCP compiler-team#667, r+ 2023-09-11, nightly 1.74), so check-pass holds, vacuously until the lint fires on stable (rust-lang/rust#128662, #131983, #131326); holds on 1.85"
pub fn tail() -> usize {
    let _local = String::from("local");
    String::from("temporary").len()
}
