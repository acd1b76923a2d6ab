//@ variant-of: gen-keyword.md#block-1
//@ claim: "The `keyword_idents_2024` lint will automatically modify any identifier named `gen` to be `r#gen` so that code continues to work on both editions. This lint is part of the `rust-2024-compatibility` lint group"
//@ edition: 2021
//@ compile-flags: -W rust-2024-compatibility
//@ check-pass
//@[e2021] holds-since: 1.85 "observed failing on lane 1.63 (the matrix): `check-pass` claimed, but the compiler rejected it"
fn r#gen() {
    //~^ WARN keyword_idents_2024
    //~| HELP you can use a raw identifier to stay compatible
    println!("generating!");
}

fn main() {
    r#gen();
    //~^ WARN keyword_idents_2024
    //~| HELP you can use a raw identifier to stay compatible
}
