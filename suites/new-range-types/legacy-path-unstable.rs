//@ rfc: 3550
//@ min-rust: 1.96
//@ claim: "their canonical paths will change to live under `std::range::legacy`"
//@ note: "the `std::range::legacy` paths exist but are unstable (`new_range_api_legacy`) on 1.96 and nightly 1.97"
//@ stale-since: 1.98 "std::range::legacy is stable from 1.98.0 (RELEASES.md 1.98.0, Stabilized APIs: std::range::legacy): the path is accepted, no E0658"
pub fn legacy() -> std::range::legacy::Range<u8> {
    //~^ ERROR E0658
    0..3
}
