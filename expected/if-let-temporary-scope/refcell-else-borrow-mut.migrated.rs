use std::cell::RefCell;

fn main() {
    let cell = RefCell::new(None::<u8>);
    let mut borrowed = false;
    match *cell.borrow() { Some(x) => {
        println!("value is {x}");
    } _ => {
        match cell.try_borrow_mut() {
            Ok(mut v) => {
                *v = Some(1);
                borrowed = true;
                println!("else: borrow_mut ok");
            }
            Err(_) => println!("else: already borrowed"),
        }
    }}
    println!("cell = {:?}", cell.borrow());
    assert!(borrowed, "the scrutinee's `Ref` is dropped before the else branch");
}
