//@ source: rustfmt-formatting-fixes.md#block-22 sha256:fa7ba6f509153ee90a0171012cfe3f4317889f041a73d35871f83d700f1f0632
//@ section: Force block closures for closures with a single loop body
//@ claim: "The style edition 2024 output: style edition 2024 leaves it as it is (2021 is unclaimed; its output is blessed)"
//@ rustfmt
//@[e2024] formats-to: block-22.rs
fn main() {
    thread::spawn(|| {
        loop {
            println!("iteration");
        }
    });
}
