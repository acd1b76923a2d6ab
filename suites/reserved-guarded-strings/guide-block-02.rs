//@ source: reserved-syntax.md#block-2 sha256:78cf3d7f42dcef7d9fc79901ca1d96403196dd687c30a2ee1a39645560f35d38
//@ section: Migration
//@ claim: "you can manually enable the lint to find macro calls where you may need to update the tokens"
// Add this to the root of your crate to do a manual migration.
#![warn(rust_2024_guarded_string_incompatible_syntax)]
