//@ run-pass
//@ claim: "the temporary values generated from evaluating `$expr` will be dropped before the program enters the `else` branch instead of after"
//@ note: "Mutex version: `try_lock` in the else branch reports WouldBlock in 2021 instead of deadlocking"
use std::sync::{Mutex, TryLockError};

fn main() {
    let m = Mutex::new(Vec::<u8>::new());
    match m.lock().unwrap().first().copied() { Some(first) => {
        println!("first is {first}");
    } _ => {
        match m.try_lock() {
            Ok(mut v) => {
                v.push(1);
                println!("else: locked again");
            }
            Err(TryLockError::WouldBlock) => println!("else: would block"),
            Err(TryLockError::Poisoned(_)) => println!("else: poisoned"),
        }
    }}
    println!("len = {}", m.lock().unwrap().len());
}
