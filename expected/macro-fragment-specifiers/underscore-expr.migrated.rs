macro_rules! which {
    ($e:expr_2021) => { "expr" };
    (_) => { "underscore" };
}

#[cfg(edition_is_2021)]
const EXPECTED: &str = "underscore";
#[cfg(not(edition_is_2021))]
const EXPECTED: &str = "expr";

fn main() {
    let got = which!(_);
    println!("{}", got);
    assert_eq!(got, EXPECTED);
}
