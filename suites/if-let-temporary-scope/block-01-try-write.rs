//@ variant-of: temporary-if-let-scope.md#block-1
//@ claim: "In the case where the `else` block is executed, this causes a deadlock when it attempts to acquire a write lock"
//@[e2021] run-pass
//@[e2024] run-fail
//@ note: "`write()` replaced by `try_write()` so the 2021 deadlock shows as WouldBlock instead of a hang, and asserted: the else block cannot take the write lock because the scrutinee's read lock is still held. Under 2024 the read lock is dropped before the else block (the guide's point), the write lock is taken and the assertion fails"
use std::sync::{RwLock, TryLockError};

/// Whether the else block's write lock would block.
fn f(value: &RwLock<Option<bool>>) -> bool {
    if let Some(x) = *value.read().unwrap() {
        println!("value is {x}");
        false
    } else {
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
    }
}

fn main() {
    let lock = RwLock::new(None);
    let blocked = f(&lock);
    println!("after: {:?}", *lock.read().unwrap());
    assert!(blocked, "the else block's write lock blocks on the scrutinee's read lock (write() would deadlock)");
}
