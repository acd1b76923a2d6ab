//@ variant-of: temporary-if-let-scope.md#block-2
//@ claim: "The 2024 Edition shortens the lifetime of the temporaries to the point where the then-block is completely evaluated or the program control enters the `else` block"
//@ note: "the block as rustdoc compiles it (fence `edition2024`); it compiles in both editions, the lock is released at a different point"
// Starting with 2024
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
}
