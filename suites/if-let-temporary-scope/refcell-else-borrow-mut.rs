//@ claim: "the temporary values generated from evaluating `$expr` will be dropped before the program enters the `else` branch instead of after"
//@[e2021] run-fail
//@[e2024] run-pass
//@ note: "RefCell version of the guide's lock example: `try_borrow_mut` in the else branch, asserted to succeed; in 2021 it fails (the `Ref` from the scrutinee is alive) and so does the assertion"
use std::cell::RefCell;

fn main() {
    let cell = RefCell::new(None::<u8>);
    let mut borrowed = false;
    if let Some(x) = *cell.borrow() {
        println!("value is {x}");
    } else {
        match cell.try_borrow_mut() {
            Ok(mut v) => {
                *v = Some(1);
                borrowed = true;
                println!("else: borrow_mut ok");
            }
            Err(_) => println!("else: already borrowed"),
        }
    }
    println!("cell = {:?}", cell.borrow());
    assert!(borrowed, "the scrutinee's `Ref` is dropped before the else branch");
}
