//@ source: match-ergonomics.md#block-13 sha256:8cd1954cb488a30a304ebea84e137e2c32382901d8b63d91c70e5328ad2fe468
//@ section: Migration
//@ verbatim: guide-block-13-lint.rs
//@ note: "verbatim, a lint attribute alone: no pattern for the lint to find, so no cell can see it fire (it 'held' on 1.63, where the lint does not exist); guide-block-13-lint.rs adds a pattern that needs migrating"
// Add this to the root of your crate to do a manual migration.
#![warn(rust_2024_incompatible_pat)]
