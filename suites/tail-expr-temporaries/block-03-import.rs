//@ rfc: 3606
//@ variant-of: 3606-temporary-lifetimes-in-tail-expressions.md#block-3
//@[e2024] run-pass
//@ claim: "Starting in Rust 2024, this will compile fine, because the temporary `Ref` is dropped before dropping local variable `c`"
use std::cell::RefCell;

fn f() -> usize {
    let c = RefCell::new("..");
    c.borrow().len() // Ok in Rust 2024
    //[e2021]~^ ERROR E0597
}

fn main() {
    println!("{}", f());
}
