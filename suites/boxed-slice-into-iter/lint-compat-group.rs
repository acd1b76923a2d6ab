//@ variant-of: intoiterator-box-slice.md#block-4
//@ claim: "This lint is part of the `rust-2024-compatibility` lint group, which will automatically be applied when running `cargo fix --edition`"
//@ edition: 2021
//@ compile-flags: -D rust-2024-compatibility
//@[e2021] holds-since: 1.80 "fails on 1.63: E0602 unknown lint group rust_2024_compatibility; boxed_slice_into_iter was added in 1.80 as a Rust 2024 compatibility lint (RELEASES.md 1.80.0 Compiler, rust-lang/rust#124097; tracking #123759); holds on 1.85"
fn main() {
    let my_boxed_slice: Box<[u32]> = vec![1, 2, 3].into_boxed_slice();
    for x in my_boxed_slice.into_iter() {
        //~^ ERROR boxed_slice_into_iter
    }
}
