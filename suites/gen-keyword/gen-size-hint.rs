//@ rfc: 3513
//@ claim: "Should we try to compute a conservative `size_hint`? ... It is backward compatible to later add support for opportunistically implementing `size_hint`"
//@ note: "unresolved in the RFC; shows what nightly gives today for a gen block with a known number of yields (the default `(0, None)` so far)"
//@ needs-nightly
//@ edition: 2024
//@ run-pass
#![feature(gen_blocks)]

fn main() {
    let it = gen {
        yield 1;
        yield 2;
    };
    println!("{:?}", it.size_hint());
}
