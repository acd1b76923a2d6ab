use std::sync::{Mutex, TryLockError};

fn main() {
    let m = Mutex::new(Vec::<u8>::new());
    let mut locked_again = false;
    match m.lock().unwrap().first().copied() { Some(first) => {
        println!("first is {first}");
    } _ => {
        match m.try_lock() {
            Ok(mut v) => {
                v.push(1);
                locked_again = true;
                println!("else: locked again");
            }
            Err(TryLockError::WouldBlock) => println!("else: would block"),
            Err(TryLockError::Poisoned(_)) => println!("else: poisoned"),
        }
    }}
    println!("len = {}", m.lock().unwrap().len());
    assert!(locked_again, "the scrutinee's guard is dropped before the else branch");
}
