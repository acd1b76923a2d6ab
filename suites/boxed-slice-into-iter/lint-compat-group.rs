//@ variant-of: intoiterator-box-slice.md#block-4
//@ claim: "This lint is part of the `rust-2024-compatibility` lint group, which will automatically be applied when running `cargo fix --edition`"
//@ edition: 2021
//@ compile-flags: -D rust-2024-compatibility
//@[e2021] holds-since: 1.85 "observed failing on lane 1.63 (the matrix): expected ERROR `boxed_slice_into_iter` on line 7 (annotation at line 8), not found"
fn main() {
    let my_boxed_slice: Box<[u32]> = vec![1, 2, 3].into_boxed_slice();
    for x in my_boxed_slice.into_iter() {
        //~^ ERROR boxed_slice_into_iter
    }
}
