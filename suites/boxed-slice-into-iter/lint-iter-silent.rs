//@ variant-of: intoiterator-box-slice.md#block-5
//@ claim: "The `boxed_slice_into_iter` lint will automatically modify any calls to `.into_iter()` on boxed slices to call `.iter()` instead to retain the old behavior of yielding references"
//@ note: "the migrated program with the lint denied: `.iter()` yields `&u32` in both editions and the lint has nothing to say"
//@ run-pass
#![deny(boxed_slice_into_iter)]

fn type_of<T>(_: &T) -> &'static str {
    std::any::type_name::<T>()
}

fn main() {
    let my_boxed_slice: Box<[u32]> = vec![1, 2, 3].into_boxed_slice();
    for x in my_boxed_slice.iter() {
        // x is of type &u32
        assert_eq!(type_of(&x), "&u32");
    }
    println!("ok");
}
