//@ rfc: 3606
//@ variant-of: 3606-temporary-lifetimes-in-tail-expressions.md#block-4
//@ claim: "It is tricky to come up with examples that will stop compiling ... a tail expression that injects a borrow to a temporary into an already existing local variable that borrows it on drop"
use std::cell::RefCell;

fn why_would_you_do_this() -> bool {
    let mut x = None;
    // Make a temporary `RefCell` and put a `Ref` that borrows it in `x`.
    x.replace(RefCell::new(123).borrow()).is_some()
    //[e2024]~^ ERROR E0716
}
