//@ source: rustfmt-formatting-fixes.md#block-14 sha256:b85ec4762169c25ab8ced2fc43c3b2e3518dc01edf0e24c013f0d1474481bce1
//@ section: End return/break/continue inside a block in a match with a semicolon
//@ claim: "The style edition 2024 output: style edition 2024 leaves it as it is (2021 is unclaimed; its output is blessed)"
//@ rustfmt
//@[e2024] formats-to: block-14.rs
fn foo() {
    match 0 {
        0 => {
            return AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA;
        }
        _ => "",
    };
}
