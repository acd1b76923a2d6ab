//@ rfc: 3550
//@ variant-of: 3550-new-range.md#block-5
//@ run-pass
//@ claim: "Legacy Range Types: a range is an iterator itself: next() then for_each gives 1, 2, 3, 4"
fn main() {
    let mut range = 0..5;
    assert_eq!(range.next(), Some(0));
    range.for_each(|n| {
        println!("{n}");
    });
}
