//@ variant-of: let-chains.md#block-1
//@ edition: 2024
//@ min-rust: 1.88
//@ run-pass
//@ claim: "Now, `if` and `while` allow chains of one or more `let` expressions, possibly mixed with expressions that are `bool` typed"
fn sum_first_two(nums: &[u8]) -> Option<u8> {
    let mut iter = nums.iter();
    if let Some(first) = iter.next()
        && let Some(second) = iter.next()
    {
        first.checked_add(*second)
    } else {
        None
    }
}

fn main() {
    println!("{:?}", sum_first_two(&[1, 2, 3]));
    println!("{:?}", sum_first_two(&[200, 100]));
    println!("{:?}", sum_first_two(&[7]));
}
