//@ rfc: 3606
//@ variant-of: 3606-temporary-lifetimes-in-tail-expressions.md#block-5
//@ run-pass
//@ claim: "possible fixes are: removing the `{}`, using `()` instead of `{}`, moving the `.len()` call inside the block, or removing `.as_str()`"
fn main() {
    let a = String::new().as_str().len();
    let b = (String::new().as_str()).len();
    let c = { String::new().as_str().len() };
    let d = { String::new() }.len();
    println!("{a} {b} {c} {d}");
}
