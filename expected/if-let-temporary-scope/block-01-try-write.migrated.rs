use std::sync::{RwLock, TryLockError};

/// Whether the else block's write lock would block.
fn f(value: &RwLock<Option<bool>>) -> bool {
    match *value.read().unwrap() { Some(x) => {
        println!("value is {x}");
        false
    } _ => {
        match value.try_write() {
            Ok(mut v) => {
                if v.is_none() {
                    *v = Some(true);
                }
                println!("else: write lock acquired");
                false
            }
            Err(TryLockError::WouldBlock) => {
                println!("else: write lock would block (read lock still held)");
                true
            }
            Err(TryLockError::Poisoned(_)) => {
                println!("else: poisoned");
                false
            }
        }
    }}
}

fn main() {
    let lock = RwLock::new(None);
    let blocked = f(&lock);
    println!("after: {:?}", *lock.read().unwrap());
    assert!(blocked, "the else block's write lock blocks on the scrutinee's read lock (write() would deadlock)");
}
