//@ rfc: 3606
//@ variant-of: 3606-temporary-lifetimes-in-tail-expressions.md#block-6
//@ run-pass
//@ claim: "This function will always panic, but will today poison the `Mutex`. After the proposed change, this code will still panic, but leave the mutex unpoisoned"
//@ note: "the panic of `PanicOnDrop` is caught so the program can print whether the mutex is poisoned"
use std::sync::Mutex;

struct PanicOnDrop;

impl Drop for PanicOnDrop {
    fn drop(&mut self) {
        panic!("PanicOnDrop dropped");
    }
}

fn f(m: &Mutex<i32>) -> i32 {
    let _x = PanicOnDrop;
    *m.lock().unwrap()
}

fn main() {
    let m = Mutex::new(7);
    let result = std::panic::catch_unwind(|| f(&m));
    println!("f panicked: {}", result.is_err());
    println!("mutex poisoned: {}", m.is_poisoned());
}
