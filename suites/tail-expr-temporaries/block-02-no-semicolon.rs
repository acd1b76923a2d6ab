//@ rfc: 3606
//@ variant-of: 3606-temporary-lifetimes-in-tail-expressions.md#block-2
//@[e2024] run-pass
//@ claim: "// <-- Error if you remove the semicolon! ... Both of these examples will compile fine after the proposed change"
fn main() {
    let c = std::cell::RefCell::new(123);

    if let Ok(mut b) = c.try_borrow_mut() {
        //[e2021]~^ ERROR E0597
        *b = 321;
    }
}
