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
