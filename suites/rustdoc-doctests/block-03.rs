//@ source: rustdoc-doctests.md#block-3 sha256:75ea0e9985006504740d7a4667e7702662b6fddeb10079d69e18aeb4ca87f04d
//@ section: `standalone_crate` tag
//@ claim: "A crate-level doc comment holding a standalone_crate doctest compiles (the doctest itself is run by the packages block-03-*)"
//@ check-pass
//! ```standalone_crate
//! let location = std::panic::Location::caller();
//! assert_eq!(location.line(), 5);
//! ```
