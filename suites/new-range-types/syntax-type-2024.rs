//@ rfc: 3550
//@ claim: "Change the range operators `a..b`, `a..`, and `a..=b` to resolve to new types `std::range::Range`, `std::range::RangeFrom`, and `std::range::RangeInclusive` in Edition 2024"
//@[e2024] stale-since: 1.85 "the range change was deferred: in the 2024 edition `a..b` is still `core::ops::Range` (rust-lang/rust#123741 tracks the new range syntax)"
pub fn legacy_types() {
    let _: core::ops::Range<u8> = 0..5;
    //[e2024]~^ ERROR E0308
    let _: core::ops::RangeFrom<u8> = 0..;
    //[e2024]~^ ERROR E0308
    let _: core::ops::RangeInclusive<u8> = 0..=5;
    //[e2024]~^ ERROR E0308
}
