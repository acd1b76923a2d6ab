//@ source: newly-unsafe-functions.md#block-3 sha256:b3bf3cdf00c703078954e7289b0f1d39e57c04635cc781273640efba96b8d67d
//@ section: Migration
//@ claim: "you can manually enable the lint to find places these functions are called"
//@ note: "the attribute alone is accepted; block-03-lint.rs shows it firing"
// Add this to the root of your crate to do a manual migration.
#![warn(deprecated_safe_2024)]
