//@ source: rustfmt-version-sorting.md#block-1 sha256:56229a35f7b320dd24892afdda323e5a60e2c235f66f82f53752b05519d260c0
//@ section: Details
//@ claim: "The unsorted input: the prior editions sort it ASCIIbetically (the guide's second block); style edition 2024 version-sorts it (the third block)"
//@ rustfmt
//@[e2021] formats-to: version-sorting-block-02.rs
//@[e2024] formats-to: version-sorting-block-03.rs
use std::num::{NonZeroU32, NonZeroU16, NonZeroU8, NonZeroU64};
use std::io::{Write, Read, stdout, self};
