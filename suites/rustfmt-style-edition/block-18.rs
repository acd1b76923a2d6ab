//@ source: rustfmt-formatting-fixes.md#block-18 sha256:038b87a5c38046385931dc32aee4b830cbf12d1f1ac2a395ca1847d67d6a1026
//@ section: Format the last expression-statement as an expression
//@ claim: "The style edition 2024 output: style edition 2024 leaves it as it is (2021 is unclaimed; its output is blessed)"
//@ rustfmt
//@[e2024] formats-to: block-18.rs
fn main() {
    let toto = || {
        if true { 42 } else { 24 }
    };

    { T }
}
