//@ source: rustfmt-formatting-fixes.md#block-17 sha256:d7efbc9aa4d9e048eb118d51899ad106e035d392a9f1b8c8c896134352a0085d
//@ section: Format the last expression-statement as an expression
//@ claim: "The style edition 2021 output: style edition 2021 leaves it as it is; style edition 2024 (the default of --edition 2024) formats it as the guide's 2024 block"
//@ rustfmt
//@[e2021] formats-to: block-17.rs
//@[e2024] formats-to: block-18.rs
fn main() {
    let toto = || {
        if true {
            42
        } else {
            24
        }
    };

    {
        T
    }
}
