//@ rfc: 3513
//@ variant-of: 3513-gen-blocks.md#block-3
//@ claim: "Self-referential `gen` blocks occur when holding a borrow to a local variable across a yield point"
//@ note: "the block's `gen` expression inside a function, on nightly. The RFC's own annotation comment points at the closing brace of the loop, but rustc reports the error (E0626, same message as the RFC) on the borrow `xs.iter()`; the RFC's comment is kept below as plain text and the annotation is placed on the borrow's line"
//@ needs-nightly
//@ edition: 2024
#![feature(gen_blocks)]

pub fn doubled() -> impl Iterator<Item = i32> {
gen {
    let xs = vec![1, 2, 3, 4];
    for x in xs.iter() {
    //~^ ERROR borrow may still be in use when `gen` block yields
        yield x * 2;
    }
    // (RFC:) ~^ ERROR borrow may still be in use when `gen` block yields
}
}
