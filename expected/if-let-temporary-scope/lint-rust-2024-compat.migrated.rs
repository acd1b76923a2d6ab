use std::cell::RefCell;

pub fn f(cell: &RefCell<Option<u8>>) -> u8 {
    let r = match *cell.borrow() { Some(x) => {
        //[e2021]~^ WARN if_let_rescope
        x
    } _ => {
        0
    }};
    r
}
