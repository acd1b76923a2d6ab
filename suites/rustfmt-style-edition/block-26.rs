//@ source: rustfmt-formatting-fixes.md#block-26 sha256:120fb50691657ce50b56b2b332786dd528573df28dc2a66d82630fa82284cd58
//@ section: Fixed formatting of a let-else statement with an attribute
//@ claim: "The guide's example (style edition 2024 output) is valid Rust: it compiles under both editions"
//@ check-pass
//@ min-rust: 1.65
//@ note: "min-rust 1.65: let-else did not exist before (stabilized in 1.65); the block is about formatting it."
//@ note: "The formatting claim itself needs a rustfmt stage (not built); checked by hand, see README.md."
fn main() {
    #[cfg(target_os = "linux")]
    let x = 42 else { todo!() };

    // This is the same without an attribute.
    let x = 42 else { todo!() };
}
