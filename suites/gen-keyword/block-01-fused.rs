//@ rfc: 3513
//@ variant-of: 3513-gen-blocks.md#block-1
//@ claim: "Iterators created with `gen` blocks return `None` from `next` once the `gen` block has returned (either implicitly at the end of the scope or explicitly with the `return` statement) and are fused (after `next` returns `None` once, it will keep returning `None` forever)"
//@ needs-nightly
//@ edition: 2024
//@ run-pass
#![feature(gen_blocks)]

fn main() {
    let mut implicit = gen {
        yield 1;
        yield 2;
    };
    let mut explicit = gen {
        yield 10;
        return;
    };
    for _ in 0..4 {
        println!("implicit: {:?}, explicit: {:?}", implicit.next(), explicit.next());
    }
}
