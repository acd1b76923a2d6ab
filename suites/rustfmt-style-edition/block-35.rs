//@ source: rustfmt-formatting-fixes.md#block-35 sha256:cbf032e0550689b28dc380f847eae14e51e33264bb1e70aec3d5b825a15d16c9
//@ section: Multiple inner attributes in a match expression indented incorrectly
//@ claim: "The style edition 2024 output: style edition 2024 leaves it as it is (2021 is unclaimed; its output is blessed)"
//@ rustfmt
//@[e2024] formats-to: block-35.rs
pub fn main() {
    match a {
        #![attr1]
        #![attr2]
        _ => None,
    }
}
