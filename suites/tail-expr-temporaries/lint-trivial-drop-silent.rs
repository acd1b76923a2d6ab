//@ compile-flags: -D tail_expr_drop_order
//@ claim: "The tail_expr_drop_order lint detects if a temporary value with a custom, non-trivial Drop destructor is generated in a tail expression"
//@ note: "a `String` temporary has no significant destructor: the lint stays silent even when denied, in every edition"
//@[e2021] holds-since: 1.85 "fails on 1.63: E0602 unknown lint tail_expr_drop_order; holds on 1.85. The lint (rust-lang/rust#128662) fired only on Rust 2024 code until the shorter_tail_lifetimes stabilization (rust-lang/rust#131983, Oct 2024) made it lint older editions, and was reimplemented in MIR by #131326 (Nov 2024, the message relative drop order changing in Rust 2024); whether 1.84 has both is not yet bisected"
pub fn tail() -> usize {
    let _local = String::from("local");
    String::from("temporary").len()
}
