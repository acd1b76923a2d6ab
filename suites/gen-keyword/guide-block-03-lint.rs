//@ variant-of: gen-keyword.md#block-3
//@ claim: "you can manually enable the lint to find places where `gen` identifiers need to be modified to `r#gen`"
//@ note: "the block's attribute with the code of the guide's first example: in Rust 2021 the lint flags the definition and the call"
//@ edition: 2021
//@ run-pass
//@[e2021] holds-since: 1.79 "1.63 does not know keyword_idents_2024 (warning: unknown lint) and gives no warning; holds on 1.85; bisected with edrift bisect over rustup toolchains 1.64.0..1.85.0 (7 probes): the claim fails on 1.78.0 and holds from 1.79.0 on"
// Add this to the root of your crate to do a manual migration.
#![warn(keyword_idents_2024)]

fn gen() {
    //~^ WARN keyword_idents_2024
    println!("generating!");
}

fn main() {
    gen();
    //~^ WARN `gen` is a keyword in the 2024 edition
}
