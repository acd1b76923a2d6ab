//@ source: rustfmt-formatting-fixes.md#block-25 sha256:69e0d0082a0ff24bcc80f66aad665cf7fe82ab15e67f7dcdb5d682a0883525ca
//@ section: Fixed formatting of a let-else statement with an attribute
//@ claim: "The style edition 2021 output: style edition 2021 leaves it as it is; style edition 2024 (the default of --edition 2024) formats it as the guide's 2024 block"
//@ rustfmt
//@[e2021] formats-to: block-25.rs
//@[e2024] formats-to: block-26.rs
fn main() {
    #[cfg(target_os = "linux")]
    let x = 42
    else {
        todo!()
    };

    // This is the same without an attribute.
    let x = 42 else { todo!() };
}
