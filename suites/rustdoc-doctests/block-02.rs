//@ source: rustdoc-doctests.md#block-2 sha256:9d91d39f51ca6936f5f6e33ee8e06feb15525c3d3ac7edf458a4e7e8782b49b9
//@ section: `standalone_crate` tag
//@ claim: "A crate-level doc comment holding a doctest compiles (the doctest itself is run by the packages block-02-*)"
//@ check-pass
//! ```
//! let location = std::panic::Location::caller();
//! assert_eq!(location.line(), 5);
//! ```
