//@ rfc: 3550
//@ variant-of: 3550-new-range.md#block-16
//@ run-pass
//@ claim: "Edition 2021: (1..11).map(|n| n*2) yields 2, 4, 6, ..., 20 (and the RFC decided against an inherent bound-mapping `map`, so 2024 is the same)"
fn main() {
    let v: Vec<i32> = (1..11).map(|n| n * 2).collect();
    println!("{v:?}");
}
