//@ source: rustfmt-version-sorting.md#block-3 sha256:12651d591d321c6abcbd9fe46ccf60ca287e440dc8a6a90454e6d16af4597ce2
//@ section: Details
//@ claim: "What style edition 2024 produces: it leaves it as it is"
//@ rustfmt
//@[e2024] formats-to: version-sorting-block-03.rs
use std::io::{self, Read, Write, stdout};
use std::num::{NonZeroU8, NonZeroU16, NonZeroU32, NonZeroU64};
