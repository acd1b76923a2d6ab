//@ claim: "you must now use raw pointers such as can be obtained via the `&raw const` or `&raw mut` operators"
//@ note: "`addr_of!`/`addr_of_mut!` (stable since 1.51) create no reference: accepted in both editions on every lane, no lint"
//@ run-pass
use std::ptr::{addr_of, addr_of_mut};

static mut X: i32 = 23;

fn main() {
    unsafe {
        let p = addr_of_mut!(X);
        *p += 1;
        let q = addr_of!(X);
        println!("{}", *q);
    }
}
