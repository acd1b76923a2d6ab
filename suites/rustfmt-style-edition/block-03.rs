//@ source: rustfmt-formatting-fixes.md#block-3 sha256:a7aa4293a15ea62c3134353a8dfe87dcca1be5387e164cef22d9907347f11089
//@ section: Don't indent strings in comments
//@ claim: "The original: style edition 2021 indents the string inside the comment (the guide's 2021 block); style edition 2024 makes no change from the original"
//@ rustfmt
//@[e2021] formats-to: block-04.rs
//@[e2024] formats-to: block-03.rs
pub fn main() {
    /*   let s = String::from(
        "
hello
world
",
    ); */
}
