//@ rfc: 3550
//@ min-rust: 1.96
//@ run-pass
//@ claim: "we recommend introducing and stabilizing an MVP of the new types as soon as possible: `std::range::Range` etc. implement `Copy` and `IntoIterator`, with conversions from the legacy types"
//@ note: "`core::range::Range` / `RangeInclusive` and their conversions are stable from 1.96 (the `new_range_api` feature; 1.95 rejects them with E0658); the syntax still produces the legacy types"
fn main() {
    let r: core::range::Range<u32> = (0..5).into();
    let copy = r;
    let items: Vec<u32> = r.into_iter().collect();
    println!("{copy:?} {items:?} contains 3: {}", r.contains(&3));
    let legacy: core::ops::Range<u32> = r.into();
    println!("back to legacy: {legacy:?}");
    let inclusive: core::range::RangeInclusive<u32> = (1..=3).into();
    println!("{:?}", inclusive.into_iter().collect::<Vec<_>>());
}
