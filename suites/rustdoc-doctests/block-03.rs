//@ source: rustdoc-doctests.md#block-3 sha256:75ea0e9985006504740d7a4667e7702662b6fddeb10079d69e18aeb4ca87f04d
//@ section: `standalone_crate` tag
//@ claim: "The standalone_crate tag keeps the doctest out of the combined binary, so assert_eq!(location.line(), 5) works under 2024 too"
//@ rustdoc
//@ min-rust: 1.85
//@ note: "min-rust 1.85: older rustdoc does not know the standalone_crate tag, takes the block for a non-Rust code block and runs 0 tests (observed on 1.63)."
//@ stale-since: 1.0 "never held as written: the standalone line is 3, not 5 (see block-02), so the doctest fails under both editions with or without the tag; block-03-line-standalone asserts 3 and passes"
//@ note: "The same block runs through cargo in the package block-03-doctest."
//! ```standalone_crate
//! let location = std::panic::Location::caller();
//! assert_eq!(location.line(), 5);
//! ```
