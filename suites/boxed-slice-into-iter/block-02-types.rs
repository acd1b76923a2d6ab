//@ variant-of: intoiterator-box-slice.md#block-2
//@ claim: "NEW as of 1.80, all editions ... for x in my_boxed_slice { // notice no need for calling .into_iter() // x is of type u32"
//@ min-rust: 1.80
//@ note: "min-rust 1.80: the claim is about 1.80 and later (block-02-before-1-80.rs covers the earlier lanes)"
//@ run-pass
fn type_of<T>(_: &T) -> &'static str {
    std::any::type_name::<T>()
}

fn main() {
    // NEW as of 1.80, all editions
    let my_boxed_slice: Box<[u32]> = vec![1, 2, 3].into_boxed_slice();
    for x in my_boxed_slice { // notice no need for calling .into_iter()
        // x is of type u32
        println!("{}", type_of(&x));
        assert_eq!(type_of(&x), "u32");
    }
}
