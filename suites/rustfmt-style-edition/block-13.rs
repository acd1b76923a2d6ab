//@ source: rustfmt-formatting-fixes.md#block-13 sha256:f882cafb35d84fe5abb7627f25324693482535c42844d7cd49f71b7b9d9a50f8
//@ section: End return/break/continue inside a block in a match with a semicolon
//@ claim: "The style edition 2021 output: style edition 2021 leaves it as it is; style edition 2024 (the default of --edition 2024) formats it as the guide's 2024 block"
//@ rustfmt
//@[e2021] formats-to: block-13.rs
//@[e2024] formats-to: block-14.rs
fn foo() {
    match 0 {
        0 => {
            return AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA
        }
        _ => "",
    };
}
