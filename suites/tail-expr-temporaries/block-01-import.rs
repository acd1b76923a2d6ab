//@ rfc: 3606
//@ variant-of: 3606-temporary-lifetimes-in-tail-expressions.md#block-1
//@ claim: "This fails to compile! ... Both of these examples will compile fine after the proposed change"
//@ note: "block 1 with the missing `use`: E0597 in 2021, accepted in 2024"
use std::cell::RefCell;

// This fails to compile!
fn f() -> usize {
    let c = RefCell::new("..");
    c.borrow().len() // ERROR!!!
    //[e2021]~^ ERROR E0597
}
