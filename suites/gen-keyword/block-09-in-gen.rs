//@ rfc: 3513
//@ variant-of: 3513-gen-blocks.md#block-9
//@ claim: "Instead of adding special support for this, we could expect that users would write"
//@ note: "the block's loop, verbatim, inside a `gen` block on nightly: forwarding every element of another iterator"
//@ needs-nightly
//@ edition: 2024
//@ run-pass
#![feature(gen_blocks)]

fn forward<I: Iterator<Item = u8>>(iter: I) -> impl Iterator<Item = u8> {
    gen {
for x in iter {
    yield x
}
    }
}

fn main() {
    println!("{:?}", forward([3u8, 1, 4].into_iter()).collect::<Vec<_>>());
}
