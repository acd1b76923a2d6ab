macro_rules! example {
    ($e:expr_2021) => { "first rule" };
    (const $e:expr_2021) => { "second rule" };
}

#[cfg(edition_is_2021)]
const EXPECTED: &str = "second rule";
#[cfg(not(edition_is_2021))]
const EXPECTED: &str = "first rule";

fn main() {
    let got = example!(const { 1 + 1 });
    println!("{}", got);
    assert_eq!(got, EXPECTED);
}
