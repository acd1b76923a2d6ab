//@ variant-of: let-chains.md#block-1
//@[e2024] min-rust: 1.88
//@[e2024] run-pass
//@ claim: "it is now allowed to have chaining of `let` expressions inside `if` and `while` condition operands"
//@[e2021] holds-since: 1.95 "observed failing on lane 1.63, 1.85 (the matrix): expected ERROR `let chains are only allowed in Rust 2024 or later` on line 7 (annotation at line 8), not found"
fn main() {
    let mut stack = vec![1u8, 5, 2, 9];
    while let Some(top) = stack.pop()
        //[e2021]~^ ERROR let chains are only allowed in Rust 2024 or later
        && top != 5
        && let Some(double) = top.checked_mul(2)
        //[e2021]~^ ERROR let chains are only allowed in Rust 2024 or later
    {
        println!("popped {top}, doubled {double}");
    }
    println!("left: {stack:?}");
}
