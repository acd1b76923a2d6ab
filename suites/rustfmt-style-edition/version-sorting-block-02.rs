//@ source: rustfmt-version-sorting.md#block-2 sha256:be3a10e1b0e073b786f54864f03b314cc55e7a987805d1339b595553c6e10012
//@ section: Details
//@ claim: "The guide's example (style edition 2021 output) is valid Rust: it compiles under both editions"
//@ check-pass
//@ note: "The sorting claim itself needs a rustfmt stage (not built); checked by hand, see README.md."
use std::io::{self, stdout, Read, Write};
use std::num::{NonZeroU16, NonZeroU32, NonZeroU64, NonZeroU8};
