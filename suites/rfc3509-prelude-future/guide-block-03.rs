//@ source: prelude.md#block-3 sha256:3a87e56fc9ea41a29d50a961070e1684aa377796f5b1774451f852e7833bdff7
//@ section: Conflicting trait methods
//@ claim: "`#![warn(rust_2024_prelude_collisions)]` can be added to the root of the crate to do a manual migration (the attribute is accepted; guide-block-03-collision.rs shows it firing)"
// Add this to the root of your crate to do a manual migration.
#![warn(rust_2024_prelude_collisions)]
