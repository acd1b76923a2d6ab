use std::sync::{RwLock, TryLockError};

fn f(value: &RwLock<Option<bool>>) {
    match *value.read().unwrap() { Some(x) => {
        println!("value is {x}");
    } _ => {
        match value.try_write() {
            Ok(mut v) => {
                if v.is_none() {
                    *v = Some(true);
                }
                println!("else: write lock acquired");
            }
            Err(TryLockError::WouldBlock) => println!("else: write lock would block (read lock still held)"),
            Err(TryLockError::Poisoned(_)) => println!("else: poisoned"),
        }
    }}
}

fn main() {
    let lock = RwLock::new(None);
    f(&lock);
    println!("after: {:?}", *lock.read().unwrap());
    f(&lock);
}
