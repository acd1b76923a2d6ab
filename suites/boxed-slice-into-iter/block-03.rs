//@ source: intoiterator-box-slice.md#block-3 sha256:29cb4948b30036de237e329fd438c4ef16041158ca4566aa58fcefc811532cf7
//@ section: Details
//@ verbatim: block-03-types.rs
//@ note: "verbatim, statements at item level do not parse (the guide marks the block edition2024); block-03-types.rs asserts the item type"
// Example of changed behavior in Edition 2024
let my_boxed_slice: Box<[u32]> = vec![1, 2, 3].into_boxed_slice();
// Example of old code that still manually calls .into_iter()
for x in my_boxed_slice.into_iter() {
    // x is now type u32 in Edition 2024
}
