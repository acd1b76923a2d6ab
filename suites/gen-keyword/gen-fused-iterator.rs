//@ rfc: 3513
//@ claim: "Iterators produced by `gen` return `None` from `next` repeatedly after having once returned `None` from `next`. However, they do not implement `FusedIterator`, as that is not a language item, but may do so in the future"
//@ note: "expected by the RFC: E0277 (`FusedIterator` not implemented). On nightly the bound holds: gen blocks implement `FusedIterator`"
//@ needs-nightly
//@ edition: 2024
//@ stale-since: 1.79 "gen blocks implement `FusedIterator` since rust-lang/rust#122829 (merged March 2024, nightly 1.79)"
#![feature(gen_blocks)]

use std::iter::FusedIterator;

fn requires_fused<I: FusedIterator>(it: I) -> I {
    it
}

pub fn numbers() -> impl Iterator<Item = u8> {
    requires_fused(gen { yield 1; })
    //~^ ERROR E0277
}
