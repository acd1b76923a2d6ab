//@ source: rustfmt-formatting-fixes.md#block-25 sha256:69e0d0082a0ff24bcc80f66aad665cf7fe82ab15e67f7dcdb5d682a0883525ca
//@ section: Fixed formatting of a let-else statement with an attribute
//@ claim: "The guide's example (style edition 2021 output) is valid Rust: it compiles under both editions"
//@ check-pass
//@ min-rust: 1.65
//@ note: "min-rust 1.65: let-else did not exist before (stabilized in 1.65); the block is about formatting it."
//@ note: "The formatting claim itself needs a rustfmt stage (not built); checked by hand, see README.md."
fn main() {
    #[cfg(target_os = "linux")]
    let x = 42
    else {
        todo!()
    };

    // This is the same without an attribute.
    let x = 42 else { todo!() };
}
