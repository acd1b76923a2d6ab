//@ source: rustfmt-formatting-fixes.md#block-21 sha256:6a85ec5058ceacde7a7087ad72daa61c36c589b899da0ad86e91bfad52eb6ce3
//@ section: Force block closures for closures with a single loop body
//@ claim: "The style edition 2021 output: style edition 2021 leaves it as it is; style edition 2024 (the default of --edition 2024) formats it as the guide's 2024 block"
//@ rustfmt
//@[e2021] formats-to: block-21.rs
//@[e2024] formats-to: block-22.rs
fn main() {
    thread::spawn(|| loop {
        println!("iteration");
    });
}
