//@ source: gen-keyword.md#block-3 sha256:d613ca937bf6eff258d709d05e0e960257a6a2df260d3d73e4c2bd7af5608dfa
//@ section: Migration
//@ claim: "you can manually enable the lint to find places where `gen` identifiers need to be modified to `r#gen`"
//@ note: "the attribute alone is accepted; guide-block-03-lint.rs shows it firing"
// Add this to the root of your crate to do a manual migration.
#![warn(keyword_idents_2024)]
