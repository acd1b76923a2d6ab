//@ source: rustfmt-formatting-fixes.md#block-34 sha256:1a2be5d720cf5573a9c19dc03fde4b46626469b945ae58d9e89458f79d03d7b9
//@ section: Multiple inner attributes in a match expression indented incorrectly
//@ claim: "The style edition 2021 output: style edition 2021 leaves it as it is; style edition 2024 (the default of --edition 2024) formats it as the guide's 2024 block"
//@ rustfmt
//@[e2021] formats-to: block-34.rs
//@[e2024] formats-to: block-35.rs
pub fn main() {
    match a {
        #![attr1]
    #![attr2]
        _ => None,
    }
}
