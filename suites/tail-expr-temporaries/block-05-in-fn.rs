//@ rfc: 3606
//@ variant-of: 3606-temporary-lifetimes-in-tail-expressions.md#block-5
//@ claim: "This example compiles if the temporary `String` is kept alive until the end of the statement ... it will no longer compile with the proposed changes in the next edition"
pub fn g() -> usize {
    let zero = { String::new().as_str() }.len();
    //[e2024]~^ ERROR E0716
    zero
}
