//@ variant-of: let-chains.md#block-1
//@[e2024] min-rust: 1.88
//@[e2024] run-pass
//@ claim: "it is now allowed to have chaining of `let` expressions inside `if` and `while` condition operands"
//@[e2021] holds-since: 1.90 "wording only: 1.63 and 1.85 reject this chain in Rust 2021 too, as E0658 (let expressions in this position are unstable); rust-lang/rust#143214 (merged July 2025, nightly 1.90) replaced the feature gate with this edition error, which has no code to annotate; bisected with edrift bisect over rustup 1.89.0 and 1.90.0: the old wording on 1.89.0, the new on 1.90.0"
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
