//@ source: match-ergonomics.md#block-13 sha256:8cd1954cb488a30a304ebea84e137e2c32382901d8b63d91c70e5328ad2fe468
//@ section: Migration
//@ claim: "you can manually enable the lint to find patterns that will need to be migrated"
// Add this to the root of your crate to do a manual migration.
#![warn(rust_2024_incompatible_pat)]
