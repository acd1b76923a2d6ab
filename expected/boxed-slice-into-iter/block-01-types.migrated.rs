//@ variant-of: intoiterator-box-slice.md#block-1
//@ claim: "method calls of `.into_iter()` on boxed slices have edition-dependent behavior. In editions before 2024, it continues to return an iterator over references, and starting in Edition 2024 it returns an iterator over values"
//@ note: "the block's statements in `main`, printing the item type; asserted per edition (`--cfg` set for the 2021 cell)"
//@[e2021] compile-flags: --cfg edition_is_2021
//@ run-pass
#![allow(boxed_slice_into_iter)]

fn type_of<T>(_: &T) -> &'static str {
    std::any::type_name::<T>()
}

#[cfg(edition_is_2021)]
const EXPECTED: &str = "&u32";
#[cfg(not(edition_is_2021))]
const EXPECTED: &str = "u32";

fn main() {
    // Example of behavior in previous editions.
    let my_boxed_slice: Box<[u32]> = vec![1, 2, 3].into_boxed_slice();
    // Note: .into_iter() was required in versions older than 1.80
    for x in my_boxed_slice.iter() {
        // x is of type &u32 in editions prior to 2024
        println!("{}", type_of(&x));
        assert_eq!(type_of(&x), EXPECTED);
    }
}
