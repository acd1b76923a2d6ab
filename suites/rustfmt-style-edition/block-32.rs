//@ source: rustfmt-formatting-fixes.md#block-32 sha256:ac9bed1e5b53b10c9371f032998d8da8ca86c06d2be0928ffe9658008bda1dac
//@ section: Fixed failure with `=>` in comment after match `=>`
//@ claim: "The style edition 2021 output: style edition 2021 leaves it as it is; style edition 2024 (the default of --edition 2024) formats it as the guide's 2024 block"
//@ rustfmt
//@[e2021] formats-to: block-32.rs
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
