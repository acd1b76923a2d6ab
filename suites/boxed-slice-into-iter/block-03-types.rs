//@ variant-of: intoiterator-box-slice.md#block-3
//@ claim: "Example of changed behavior in Edition 2024 ... x is now type u32 in Edition 2024"
//@[e2021] run-fail
//@[e2024] run-pass
//@ note: "the block's statements in `main`, asserting the item type `u32`; under 2021 `.into_iter()` on the boxed slice still yields `&u32` and the assertion fails"
#![allow(boxed_slice_into_iter)]

fn type_of<T>(_: &T) -> &'static str {
    std::any::type_name::<T>()
}

fn main() {
    // Example of changed behavior in Edition 2024
    let my_boxed_slice: Box<[u32]> = vec![1, 2, 3].into_boxed_slice();
    // Example of old code that still manually calls .into_iter()
    for x in my_boxed_slice.into_iter() {
        // x is now type u32 in Edition 2024
        println!("{}", type_of(&x));
        assert_eq!(type_of(&x), "u32");
    }
}
