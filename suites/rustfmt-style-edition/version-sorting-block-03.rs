//@ source: rustfmt-version-sorting.md#block-3 sha256:12651d591d321c6abcbd9fe46ccf60ca287e440dc8a6a90454e6d16af4597ce2
//@ section: Details
//@ claim: "The guide's example (style edition 2024 output) is valid Rust: it compiles under both editions"
//@ check-pass
//@ note: "The sorting claim itself needs a rustfmt stage (not built); checked by hand, see README.md."
use std::io::{self, Read, Write, stdout};
use std::num::{NonZeroU8, NonZeroU16, NonZeroU32, NonZeroU64};
