//@ rfc: 3550
//@ variant-of: 3550-new-range.md#block-4
//@ run-pass
//@ claim: "(1..).map(|x| x * 2) and (0..5).rev() keep working: n = 2, 4, 6, ...; n = 4, 3, 2, 1, 0"
fn main() {
    for n in (1..).map(|x| x * 2).take(5) {
        println!("map {n}");
    }
    for n in (0..5).rev() {
        println!("rev {n}");
    }
}
