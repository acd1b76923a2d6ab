//@ source: rustfmt-formatting-fixes.md#block-3 sha256:a7aa4293a15ea62c3134353a8dfe87dcca1be5387e164cef22d9907347f11089
//@ section: Don't indent strings in comments
//@ claim: "The guide's example (original (unchanged by style edition 2024)) is valid Rust: it compiles under both editions"
//@ check-pass
//@ note: "The formatting claim itself needs a rustfmt stage (not built); checked by hand, see README.md."
pub fn main() {
    /*   let s = String::from(
        "
hello
world
",
    ); */
}
