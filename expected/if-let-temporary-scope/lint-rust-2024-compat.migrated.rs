//@ compile-flags: -W rust_2024_compatibility
//@ claim: "The if_let_rescope lint is part of the `rust-2024-compatibility` lint group which is included in the automatic edition migration"
//@[e2021] holds-since: 1.85 "observed failing on lane 1.63 (the matrix): `check-pass` claimed, but the compiler rejected it"
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
