//@ variant-of: gen-keyword.md#block-1
//@ claim: "The `keyword_idents_2024` lint will automatically modify any identifier named `gen` to be `r#gen` so that code continues to work on both editions. This lint is part of the `rust-2024-compatibility` lint group"
//@ edition: 2021
//@ compile-flags: -W rust-2024-compatibility
//@ check-pass
//@[e2021] holds-since: 1.85 "fails on 1.63: E0602 unknown lint group rust_2024_compatibility; holds on 1.85; the release in which keyword_idents_2024 fires through the group is not yet bisected"
fn gen() {
    //~^ WARN keyword_idents_2024
    //~| HELP you can use a raw identifier to stay compatible
    println!("generating!");
}

fn main() {
    gen();
    //~^ WARN keyword_idents_2024
    //~| HELP you can use a raw identifier to stay compatible
}
