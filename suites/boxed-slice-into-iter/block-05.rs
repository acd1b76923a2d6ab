//@ source: intoiterator-box-slice.md#block-5 sha256:bf96504aecc237c6c1f7872216accb75d2b9a0ecdb64bbd90d3202db8188406e
//@ section: Migration
//@ claim: "The `boxed_slice_into_iter` lint will automatically modify any calls to `.into_iter()` on boxed slices to call `.iter()` instead to retain the old behavior of yielding references"
//@ note: "the migrated program runs in both editions; lint-iter-silent.rs checks that `.iter()` does not trigger the lint"
//@ run-pass
fn main() {
    let my_boxed_slice: Box<[u32]> = vec![1, 2, 3].into_boxed_slice();
    for x in my_boxed_slice.iter() {
        // x is of type &u32
    }
}
