//@ source: unsafe-op-in-unsafe-fn.md#block-3 sha256:21f4683e559665c8037324f81a07f5001cdcdd2e5bf4f5ba8b030aec472086ef
//@ section: Migration
//@ claim: "you can manually enable the lint to find places where unsafe blocks need to be added"
//@ note: "the attribute alone is accepted"
//@ check-pass
// Add this to the root of your crate to do a manual migration.
#![warn(unsafe_op_in_unsafe_fn)]
