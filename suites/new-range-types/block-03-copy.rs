//@ rfc: 3550
//@ variant-of: 3550-new-range.md#block-3
//@ claim: "Change the range operators `a..b` ... to resolve to new types ... in Edition 2024. These new types will not implement `Iterator`, instead implementing `Copy`: a range can be reused for two slices"
//@[e2024] stale-since: 1.85 "the range change was deferred: the 2024 edition shipped with `a..b` still `core::ops::Range` (not Copy); the new types exist as `core::range::*` (stable in 1.96) and the syntax change is nightly-only (`new_range`) (the 2024 edition is stable from 1.85: RELEASES.md 1.85.0, rust-lang/rust#133349, and shipped so)"
pub fn both(a_slice: &[u8], b_slice: &[u8], x: &u8, y: &u8) -> bool {
    let range = 0..5;
    a_slice[range].contains(x) && b_slice[range].contains(y)
    //[e2021]~^ ERROR E0382
}
