//@ source: let-chains.md#block-1 sha256:7b6d3a072549abe27557d91273b9ecade53ce829d7aa4c8807a81fd7ab004a39
//@ section: Details
//@[e2024] min-rust: 1.88
//@ claim: "Starting with the 2024 Edition, it is now allowed to have chaining of `let` expressions inside `if` and `while` condition operands ... Before 2024, the `let` had to appear directly after the `if` or `while`"
//@ note: "let chains were stabilized for the 2024 edition in 1.88 (rust-lang/rust#132833), so 2024 cells before 1.88 are unsupported. The 2021 message is the one of 1.88 and later; before 1.88 rustc reports E0658 `let` expressions in this position are unstable (drift on old lanes)"
//@[e2021] holds-since: 1.90 "wording only: 1.63 and 1.85 reject this chain in Rust 2021 too, as E0658 (let expressions in this position are unstable); rust-lang/rust#143214 (merged July 2025, nightly 1.90) replaced the feature gate with this edition error, which has no code to annotate; bisected with edrift bisect over rustup 1.89.0 and 1.90.0: the old wording on 1.89.0, the new on 1.90.0"
fn sum_first_two(nums: &[u8]) -> Option<u8> {
    let mut iter = nums.iter();
    if let Some(first) = iter.next()
    //[e2021]~^ ERROR let chains are only allowed in Rust 2024 or later
        && let Some(second) = iter.next()
        //[e2021]~^ ERROR let chains are only allowed in Rust 2024 or later
    {
        first.checked_add(*second)
    } else {
        None
    }
}
