//@ source: intoiterator-box-slice.md#block-1 sha256:7f517e9b32c4d9b41edf8da6df9a50a1eeec0365dfa1128e329a900034cb44b5
//@ section: Details
//@ verbatim: block-01-types.rs
//@ note: "verbatim, statements at item level do not parse; block-01-types.rs runs them and prints the item type per edition"
// Example of behavior in previous editions.
let my_boxed_slice: Box<[u32]> = vec![1, 2, 3].into_boxed_slice();
// Note: .into_iter() was required in versions older than 1.80
for x in my_boxed_slice.into_iter() {
    // x is of type &u32 in editions prior to 2024
}
