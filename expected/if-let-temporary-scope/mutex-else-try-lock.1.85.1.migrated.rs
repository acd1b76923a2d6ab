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
