//@ rfc: 3617
//@ source: 3617-precise-capturing.md#block-57 sha256:fcdaab8a0433c4420a5f76b84a0b44b1ad1b055058d89d984ebcef3e9304ea6e
//@ section: Specifying captured values for closure-like blocks
//@ min-rust: 1.87
//@ claim: "We might want a syntax for specifying which values are captured by the closure-like block ... We leave this to future work": not valid Rust
//@ note: "min-rust 1.87: before ergonomic clones (rust-lang/rust#134797, merged March 2025, first in 1.87) the same text is rejected as `expected expression, found keyword `use`` (block-57-before-ergonomic-clones.rs checks that on older lanes). The block is also missing a `;` after the closure. Since `use` closures became the experimental ergonomic clones syntax (`use || ..`, E0658 `ergonomic clones are experimental`, feature `ergonomic_clones`), 1.95 and nightly report that gate as well"
fn foo<A, B, C, D>(a: A, b: B, mut c: C, _: D) {
    let f = use(a, ref b, ref mut c) || {
//~^ ERROR expected one of `async`, `|`, or `||`, found `(`
//~| ERROR E0658
        //      ^  ^^^^^  ^^^^^^^^^
        //      |  |      ^ Captures `c` by mutable reference.
        //      |  ^ Captures `b` by immutable reference.
        //      ^ Captures `a` by move.
        todo!()
    }
    todo!()
}
