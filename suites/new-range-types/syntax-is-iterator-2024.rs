//@ rfc: 3550
//@ claim: "These new types will not implement `Iterator` ... error: the Edition 2024 range types implement `IntoIterator`, not `Iterator`"
//@[e2024] stale-since: 1.85 "the range change was deferred: in the 2024 edition `0..5` is still an `Iterator` (the 2024 edition is stable from 1.85: RELEASES.md 1.85.0, rust-lang/rust#133349, and shipped so)"
pub fn next_on_range() -> Option<u8> {
    let mut r = 0..5u8;
    r.next()
    //[e2024]~^ ERROR E0599
}
