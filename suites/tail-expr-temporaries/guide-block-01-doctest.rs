//@ variant-of: temporary-tail-expr-scope.md#block-1
//@ claim: "This yields the following error with the 2021 Edition: error[E0597]: `c` does not live long enough ... The 2024 Edition changes this so that the temporary value `c.borrow()` is dropped first, followed by dropping the local variable `c`, allowing the code to compile as expected"
//@ note: "the block as rustdoc compiles it (the fence is `edition2021,compile_fail,E0597`); notes and help from the guide's quoted diagnostic are checked in 2021"
// Before 2024
use std::cell::RefCell;
fn f() -> usize {
    let c = RefCell::new("..");
    c.borrow().len() // error[E0597]: `c` does not live long enough
    //[e2021]~^ ERROR E0597
    //[e2021]~| NOTE the temporary is part of an expression at the end of a block
    //[e2021]~| HELP save the expression's value in a new local variable
}
