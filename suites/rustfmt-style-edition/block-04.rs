//@ source: rustfmt-formatting-fixes.md#block-4 sha256:2c01f7cb3b974e4e624ffb716c704f20d9476d165c29a685cc343d78231b03e6
//@ section: Don't indent strings in comments
//@ claim: "The guide's example (style edition 2021 output) is valid Rust: it compiles under both editions"
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
