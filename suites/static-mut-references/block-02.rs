//@ source: static-mut-references.md#block-2 sha256:a7f58daf0fb7c25ca2fd9617a5b2e8bf27325138ca6c9fc8cfc9b8b302ec6e07
//@ section: Details
//@ verbatim: block-02-in-fn.rs
//@ note: "verbatim, statements at item level do not parse; block-02-in-fn.rs runs the lint check"
static mut NUMS: &[u8; 3] = &[0, 1, 2];

unsafe {
    println!("{NUMS:?}");   // ERROR: shared reference to mutable static
    let n = NUMS.len();     // ERROR: shared reference to mutable static
}
