//@ source: rustfmt-formatting-fixes.md#block-4 sha256:2c01f7cb3b974e4e624ffb716c704f20d9476d165c29a685cc343d78231b03e6
//@ section: Don't indent strings in comments
//@ claim: "The style edition 2021 output: style edition 2021 leaves it as it is"
//@ rustfmt
//@[e2021] formats-to: block-04.rs
pub fn main() {
    /*   let s = String::from(
            "
    hello
    world
    ",
        ); */
}
