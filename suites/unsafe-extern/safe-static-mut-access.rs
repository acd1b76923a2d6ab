//@ rfc: 3484
//@ claim: "A mutable extern static is always `unsafe` to access, the same as a Rust mutable static"
//@ note: "what rustc does with `safe static mut`: the declaration is accepted, and a read still needs `unsafe` (E0133), so the `safe` qualifier is ignored rather than rejected"
//@ min-rust: 1.82
//@ note: "min-rust 1.82: `unsafe extern` and the `safe`/`unsafe` item qualifiers were stabilized in Rust 1.82"
unsafe extern "C" {
    pub safe static mut COUNTER: i32;
}

pub fn read() -> i32 {
    COUNTER
    //~^ ERROR use of mutable static is unsafe
}

pub fn read_unsafe() -> i32 {
    unsafe { COUNTER }
}
