//@ source: intoiterator-box-slice.md#block-2 sha256:fff7646666762d8600f69e281973466bffddc79cd855af9f19ff668a9a3efc24
//@ section: Details
//@ verbatim: block-02-types.rs
//@ note: "verbatim, statements at item level do not parse; block-02-types.rs (1.80+) and block-02-before-1-80.rs run them"
// NEW as of 1.80, all editions
let my_boxed_slice: Box<[u32]> = vec![1, 2, 3].into_boxed_slice();
for x in my_boxed_slice { // notice no need for calling .into_iter()
    // x is of type u32
}
