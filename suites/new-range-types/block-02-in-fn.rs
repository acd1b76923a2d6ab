//@ rfc: 3550
//@ variant-of: 3550-new-range.md#block-2
//@ run-pass
//@ claim: "for n in 0..5 — `n` = 0, 1, 2, 3, 4 (unchanged by the new range types)"
fn main() {
    for n in 0..5 {
        println!("{n}");
    }
}
