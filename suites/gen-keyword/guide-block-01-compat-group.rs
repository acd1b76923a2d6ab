//@ variant-of: gen-keyword.md#block-1
//@ claim: "The `keyword_idents_2024` lint will automatically modify any identifier named `gen` to be `r#gen` so that code continues to work on both editions. This lint is part of the `rust-2024-compatibility` lint group"
//@ edition: 2021
//@ compile-flags: -W rust-2024-compatibility
//@ check-pass
//@[e2021] holds-since: 1.79 "fails on 1.63: E0602 unknown lint group rust_2024_compatibility; holds on 1.85; bisected with edrift bisect over rustup toolchains 1.64.0..1.85.0 (7 probes): the claim fails on 1.78.0 and holds from 1.79.0 on"
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
