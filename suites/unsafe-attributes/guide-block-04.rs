//@ source: unsafe-attributes.md#block-4 sha256:e88d82b145957063d4aafd60cba30c1ad48de736768091442f18ebf5b5c5b4bc
//@ section: Migration
//@ claim: "you can manually enable the lint to find places where these attributes need to be updated"
//@ note: "the attribute alone is accepted; guide-block-04-lint.rs shows it firing"
// Add this to the root of your crate to do a manual migration.
#![warn(unsafe_attr_outside_unsafe)]
