//@ variant-of: gen-keyword.md#block-3
//@ claim: "you can manually enable the lint to find places where `gen` identifiers need to be modified to `r#gen`"
//@ note: "the block's attribute with the code of the guide's first example: in Rust 2021 the lint flags the definition and the call"
//@ edition: 2021
//@ run-pass
//@[e2021] holds-since: 1.85 "observed failing on lane 1.63 (the matrix): expected WARN `keyword_idents_2024` on line 9 (annotation at line 10), not found"
// Add this to the root of your crate to do a manual migration.
#![warn(keyword_idents_2024)]

fn r#gen() {
    //~^ WARN keyword_idents_2024
    println!("generating!");
}

fn main() {
    r#gen();
    //~^ WARN `gen` is a keyword in the 2024 edition
}
