//@ variant-of: temporary-if-let-scope.md#block-3
//@ run-pass
//@ claim: "Read lock is dropped here in both 2021 and 2024 ... In this particular example, that's probably not what you want due to the aforementioned deadlock!"
//@ note: "`write()` replaced by `try_write()`: the match keeps the read lock in the `_` arm in both editions"
use std::sync::{RwLock, TryLockError};

fn f(value: &RwLock<Option<bool>>) {
    match *value.read().unwrap() {
        Some(x) => {
            println!("value is {x}");
        }
        _ => match value.try_write() {
            Ok(_) => println!("_ arm: write lock acquired"),
            Err(TryLockError::WouldBlock) => println!("_ arm: write lock would block (read lock still held)"),
            Err(TryLockError::Poisoned(_)) => println!("_ arm: poisoned"),
        },
    }
}

fn main() {
    f(&RwLock::new(None));
}
