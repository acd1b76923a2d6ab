//@ source: rustfmt-formatting-fixes.md#block-26 sha256:120fb50691657ce50b56b2b332786dd528573df28dc2a66d82630fa82284cd58
//@ section: Fixed formatting of a let-else statement with an attribute
//@ claim: "The style edition 2024 output: style edition 2024 leaves it as it is (2021 is unclaimed; its output is blessed)"
//@ rustfmt
//@[e2024] formats-to: block-26.rs
fn main() {
    #[cfg(target_os = "linux")]
    let x = 42 else { todo!() };

    // This is the same without an attribute.
    let x = 42 else { todo!() };
}
