//@ source: temporary-tail-expr-scope.md#block-3 sha256:e3d38e689e84f5c8209e0ac80dac0054ef40fc3439accb3b08e86e7d5e41a055
//@ section: Temporary scope may be narrowed
//@ run-pass
//@ claim: "The solution for these kinds of situations is to lift the block expression out to a local variable so that the temporary lives long enough"
fn main() {
    let s = { &String::from("1234") };
    let x = s.len();
}
