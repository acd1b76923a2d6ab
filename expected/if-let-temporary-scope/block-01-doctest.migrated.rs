//@ variant-of: temporary-if-let-scope.md#block-1
//@ claim: "Before 2024, the temporaries could be extended beyond the `if let` expression itself"
//@ note: "the block as rustdoc compiles it (fence `edition2021`): it compiles in both editions; the deadlock is a run-time matter, shown without hanging by block-01-try-write.rs"
// Before 2024
use std::sync::RwLock;

fn f(value: &RwLock<Option<bool>>) {
    match *value.read().unwrap() { Some(x) => {
        println!("value is {x}");
    } _ => {
        let mut v = value.write().unwrap();
        if v.is_none() {
            *v = Some(true);
        }
    }}
    // <--- Read lock is dropped here in 2021
}
