//@ rfc: 3550
//@ needs-nightly
//@ run-pass
//@ claim: "the range operators resolve to the new Copy types (nightly `new_range`)"
//@ note: "on nightly 1.97 the `new_range` feature switches the syntax to `core::range::*` in every edition, not only 2024"
#![feature(new_range)]
fn main() {
    let r = 0..5u8;
    let copy = r;
    println!("{}", std::any::type_name_of_val(&r));
    println!("{}", std::any::type_name_of_val(&(1u8..)));
    println!("{}", std::any::type_name_of_val(&(1u8..=2)));
    println!("{:?}", copy.into_iter().sum::<u8>());
}
