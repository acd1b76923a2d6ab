//@ source: rustfmt-formatting-fixes.md#block-33 sha256:01cf550d93f85cdc5360d63f9bc7a6d8b597a08716a9eee274c54980e342b16a
//@ section: Fixed failure with `=>` in comment after match `=>`
//@ claim: "The style edition 2024 output: style edition 2024 leaves it as it is (2021 is unclaimed; its output is blessed)"
//@ rustfmt
//@[e2024] formats-to: block-33.rs
fn main() {
    match a {
        _ =>
        // comment with =>
        {
            println!("A")
        }
    }
}
