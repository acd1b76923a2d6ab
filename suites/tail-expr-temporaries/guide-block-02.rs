//@ source: temporary-tail-expr-scope.md#block-2 sha256:d598b5ab1352f07600496b6a38eb7d8838d38d3c451f69f226eddf31cb3792e7
//@ section: Temporary scope may be narrowed
//@ claim: "This example works in 2021, but fails to compile in 2024"
// This example works in 2021, but fails to compile in 2024.
fn main() {
    let x = { &String::from("1234") }.len();
//[e2024]~^ ERROR E0716
}
