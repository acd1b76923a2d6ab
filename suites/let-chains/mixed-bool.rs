//@ variant-of: let-chains.md#block-1
//@[e2024] min-rust: 1.88
//@ claim: "chains of one or more `let` expressions, possibly mixed with expressions that are `bool` typed"
//@ note: "a single `let` after a leading bool operand is already a chain: rejected before 2024"
//@[e2021] holds-since: 1.90 "wording only: 1.63 and 1.85 reject this chain in Rust 2021 too, as E0658 (let expressions in this position are unstable); rust-lang/rust#143214 (merged July 2025, nightly 1.90) replaced the feature gate with this edition error, which has no code to annotate; bisected with edrift bisect over rustup 1.89.0 and 1.90.0: the old wording on 1.89.0, the new on 1.90.0"
pub fn f(limit: u8, opt: Option<u8>) -> bool {
    if limit > 0 && let Some(v) = opt && v < limit {
        //[e2021]~^ ERROR let chains are only allowed in Rust 2024 or later
        true
    } else {
        false
    }
}
