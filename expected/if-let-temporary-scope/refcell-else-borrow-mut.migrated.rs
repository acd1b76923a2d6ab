//@ run-pass
//@ claim: "the temporary values generated from evaluating `$expr` will be dropped before the program enters the `else` branch instead of after"
//@ note: "RefCell version of the guide's lock example: `try_borrow_mut` in the else branch fails in 2021 (the `Ref` from the scrutinee is alive) and succeeds in 2024"
use std::cell::RefCell;

fn main() {
    let cell = RefCell::new(None::<u8>);
    match *cell.borrow() { Some(x) => {
        println!("value is {x}");
    } _ => {
        match cell.try_borrow_mut() {
            Ok(mut v) => {
                *v = Some(1);
                println!("else: borrow_mut ok");
            }
            Err(_) => println!("else: already borrowed"),
        }
    }}
    println!("cell = {:?}", cell.borrow());
}
