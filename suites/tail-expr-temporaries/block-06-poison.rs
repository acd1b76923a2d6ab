//@ rfc: 3606
//@ variant-of: 3606-temporary-lifetimes-in-tail-expressions.md#block-6
//@ claim: "This function will always panic, but will today poison the `Mutex`. After the proposed change, this code will still panic, but leave the mutex unpoisoned"
//@[e2021] run-fail
//@[e2024] run-pass
//@ note: "the panic of `PanicOnDrop` is caught so the program can assert the RFC's outcome after the change (f panics, the mutex is not poisoned); under 2021 the guard of the tail expression is still alive when `_x` panics, the mutex is poisoned and the assertion fails"
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
    assert!(result.is_err(), "f always panics");
    assert!(!m.is_poisoned(), "the tail expression's guard is dropped before `_x` panics");
}
