//@ source: rustfmt-version-sorting.md#block-2 sha256:be3a10e1b0e073b786f54864f03b314cc55e7a987805d1339b595553c6e10012
//@ section: Details
//@ claim: "What the prior editions produce: style edition 2021 leaves it as it is"
//@ rustfmt
//@[e2021] formats-to: version-sorting-block-02.rs
use std::io::{self, stdout, Read, Write};
use std::num::{NonZeroU16, NonZeroU32, NonZeroU64, NonZeroU8};
