//@ source: rustdoc-doctests.md#block-2 sha256:9d91d39f51ca6936f5f6e33ee8e06feb15525c3d3ac7edf458a4e7e8782b49b9
//@ section: `standalone_crate` tag
//@ claim: "This is sensitive to the code structure of how the example is compiled and won't work with the combined approach because the line numbers will shift: assert_eq!(location.line(), 5) passes standalone (2021) and fails combined (2024)"
//@[e2021] rustdoc
//@[e2024] rustdoc-fail
//@[e2021] stale-since: 1.0 "never held as written: in a standalone doctest Location::caller().line() is 3 (the line inside rustdoc's generated fn main wrapper), not 5"
//@ note: "The same block runs through cargo in the package block-02-doctest; block-02-line-merged asserts the standalone value 3."
//! ```
//! let location = std::panic::Location::caller();
//! assert_eq!(location.line(), 5);
//! ```
