//@ variant-of: rustfmt-version-sorting.md#block-1
//@ section: rustfmt-style-edition.md: Details
//@ claim: "By default rustfmt will use the same Style Edition as the standard Rust Edition used for parsing, but the Style Edition can also be overridden: with style_edition=2021, parsing as 2024 still sorts ASCIIbetically"
//@ rustfmt
//@ holds-since: 1.85 "rustfmt 1.5 (Rust 1.63) has no style_edition option: it rejects the pair (invalid key=val pair: style_edition=2021); style_edition came with rustfmt 1.8.0 (rust-lang/rustfmt#6337, unstable) and was stabilized in-tree for 1.85 by rust-lang/rust#134929 (merged 2024-12-31, before the 1.85 beta cut; tracking #123799)"
//@ compile-flags: --config style_edition=2021
//@ formats-to: version-sorting-block-02.rs
use std::num::{NonZeroU32, NonZeroU16, NonZeroU8, NonZeroU64};
use std::io::{Write, Read, stdout, self};
