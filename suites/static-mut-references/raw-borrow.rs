//@ claim: "you must now use raw pointers such as can be obtained via the `&raw const` or `&raw mut` operators"
//@ note: "`&raw const` / `&raw mut`, and a reference made from the raw pointer (`&mut *&raw mut X`, the guide's 'Safe references' option): no lint in either edition"
//@ min-rust: 1.82
//@ note: "min-rust 1.82: the `&raw` operators were stabilized in Rust 1.82"
//@ run-pass
static mut X: i32 = 23;

fn main() {
    unsafe {
        let p = &raw mut X;
        *p += 1;
        let short_lived: &mut i32 = &mut *&raw mut X;
        *short_lived += 1;
        println!("{}", *&raw const X);
    }
}
