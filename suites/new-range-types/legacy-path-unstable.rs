//@ rfc: 3550
//@ min-rust: 1.96
//@ claim: "their canonical paths will change to live under `std::range::legacy`"
//@ note: "the `std::range::legacy` paths exist but are unstable (`new_range_api_legacy`) on 1.96 and nightly 1.97"
pub fn legacy() -> std::range::legacy::Range<u8> {
    //~^ ERROR E0658
    0..3
}
