//@ source: rustfmt-version-sorting.md#block-1 sha256:56229a35f7b320dd24892afdda323e5a60e2c235f66f82f53752b05519d260c0
//@ section: Details
//@ claim: "The guide's example (unsorted input) is valid Rust: it compiles under both editions"
//@ check-pass
//@ note: "The sorting claim itself needs a rustfmt stage (not built); checked by hand, see README.md."
use std::num::{NonZeroU32, NonZeroU16, NonZeroU8, NonZeroU64};
use std::io::{Write, Read, stdout, self};
