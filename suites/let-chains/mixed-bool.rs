//@ variant-of: let-chains.md#block-1
//@[e2024] min-rust: 1.88
//@ claim: "chains of one or more `let` expressions, possibly mixed with expressions that are `bool` typed"
//@ note: "a single `let` after a leading bool operand is already a chain: rejected before 2024"
//@[e2021] holds-since: 1.95 "observed failing on lane 1.63, 1.85 (the matrix): expected ERROR `let chains are only allowed in Rust 2024 or later` on line 6 (annotation at line 7), not found"
pub fn f(limit: u8, opt: Option<u8>) -> bool {
    if limit > 0 && let Some(v) = opt && v < limit {
        //[e2021]~^ ERROR let chains are only allowed in Rust 2024 or later
        true
    } else {
        false
    }
}
