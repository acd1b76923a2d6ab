//@ rfc: 3513
//@ observe
//@ note: "RFC 3513 leaves this open (Unresolved questions): Should we try to compute a conservative `size_hint`? ... It is backward compatible to later add support for opportunistically implementing `size_hint`. An open question claims nothing, so the cells only record what nightly prints for a gen block with a known number of yields (the default `(0, None)` so far)"
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
