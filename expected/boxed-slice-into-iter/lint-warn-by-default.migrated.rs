//@ variant-of: intoiterator-box-slice.md#block-4
//@ claim: "The `boxed_slice_into_iter` lint is defaulted to warn on all editions, so unless you have manually silenced the lint, you should already see it before you migrate"
//@ note: "the guide's pre-migration program: Rust 2021 warns (with a suggestion to call `.iter()`); in Rust 2024 the call means by-value iteration and nothing is reported"
//@ run-pass
//@[e2021] holds-since: 1.85 "observed failing on lane 1.63 (the matrix): expected WARN `boxed_slice_into_iter` on line 7 (annotation at line 8), not found"
fn main() {
    let my_boxed_slice: Box<[u32]> = vec![1, 2, 3].into_boxed_slice();
    for x in my_boxed_slice.iter() {
        //[e2021]~^ WARN boxed_slice_into_iter
        //[e2021]~| HELP use `.iter()` instead of `.into_iter()` to avoid ambiguity
        // x is of type &u32
    }
}
