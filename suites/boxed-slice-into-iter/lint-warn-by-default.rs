//@ variant-of: intoiterator-box-slice.md#block-4
//@ claim: "The `boxed_slice_into_iter` lint is defaulted to warn on all editions, so unless you have manually silenced the lint, you should already see it before you migrate"
//@ note: "the guide's pre-migration program: Rust 2021 warns (with a suggestion to call `.iter()`); in Rust 2024 the call means by-value iteration and nothing is reported"
//@ run-pass
//@[e2021] holds-since: 1.80 "1.63 has neither IntoIterator for Box<[T]> nor the lint; 1.80 added both, the lint as an edition-2024 compatibility lint (RELEASES.md 1.80.0 Compiler: Lint on foo.into_iter() resolving to &Box<[T]>: IntoIterator, rust-lang/rust#124097); holds on 1.85"
fn main() {
    let my_boxed_slice: Box<[u32]> = vec![1, 2, 3].into_boxed_slice();
    for x in my_boxed_slice.into_iter() {
        //[e2021]~^ WARN boxed_slice_into_iter
        //[e2021]~| HELP use `.iter()` instead of `.into_iter()` to avoid ambiguity
        // x is of type &u32
    }
}
