//@ compile-flags: -W rust_2024_compatibility
//@ claim: "The if_let_rescope lint is part of the `rust-2024-compatibility` lint group which is included in the automatic edition migration"
//@[e2021] holds-since: 1.84 "fails on 1.63: E0602 unknown lint group rust_2024_compatibility; if_let_rescope was stabilized for Rust 2024 by rust-lang/rust#131984 (tracking #124085); the first release where it fires here, bisected with edrift bisect over rustup 1.80.0..1.84.0: fails on 1.83.0, holds on 1.84.0; holds on 1.85"
use std::cell::RefCell;

pub fn f(cell: &RefCell<Option<u8>>) -> u8 {
    let r = if let Some(x) = *cell.borrow() {
        //[e2021]~^ WARN if_let_rescope
        x
    } else {
        0
    };
    r
}
