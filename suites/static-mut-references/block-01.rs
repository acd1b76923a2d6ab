//@ source: static-mut-references.md#block-1 sha256:6151206fb5b361c6671bb0188016d75856d738305f8b7ecc85e3cfc60970c45c
//@ section: Details
//@ verbatim: block-01-in-fn.rs
//@ note: "verbatim, statements at item level do not parse; block-01-in-fn.rs runs the lint check"
static mut X: i32 = 23;
static mut Y: i32 = 24;

unsafe {
    let y = &X;             // ERROR: shared reference to mutable static
    let ref x = X;          // ERROR: shared reference to mutable static
    let (x, y) = (&X, &Y);  // ERROR: shared reference to mutable static
}
