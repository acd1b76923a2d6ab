//@ source: unsafe-extern.md#block-2 sha256:9c2c47cf2f6d03eadd8db954a511944e70dd06a71c6847eb7f4a8838da64b480
//@ section: Migration
//@ claim: "you can manually enable the lint to find places where there are `unsafe` blocks that need to be updated"
//@ note: "the attribute alone is accepted; guide-block-02-lint.rs shows it firing"
// Add this to the root of your crate to do a manual migration.
#![warn(missing_unsafe_on_extern)]
