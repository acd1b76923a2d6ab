//@ variant-of: temporary-if-let-scope.md#block-1
//@ observe
//@ note: "the block as rustdoc compiles it (fence `edition2021`): it compiles in both editions, which says nothing of how long the read lock lives; the deadlock is a run-time matter, asserted without hanging by block-01-try-write.rs"
// Before 2024
use std::sync::RwLock;

fn f(value: &RwLock<Option<bool>>) {
    if let Some(x) = *value.read().unwrap() {
        println!("value is {x}");
    } else {
        let mut v = value.write().unwrap();
        if v.is_none() {
            *v = Some(true);
        }
    }
    // <--- Read lock is dropped here in 2021
}
