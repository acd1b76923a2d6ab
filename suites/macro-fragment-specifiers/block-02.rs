//@ source: macro-fragment-specifiers.md#block-2 sha256:11ca99fdb0d3e53f1300d22e9ad23ca9a45201854f28eee7af1eda602debc4b1
//@ section: Migration
//@ claim: "you can manually enable the lint to find macros where you may need to update the `expr` specifier"
//@ note: "the attribute alone is accepted; block-02-lint.rs shows it firing"
// Add this to the root of your crate to do a manual migration.
#![warn(edition_2024_expr_fragment_specifier)]
