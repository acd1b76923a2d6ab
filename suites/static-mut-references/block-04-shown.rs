//@ variant-of: static-mut-references.md#block-4
//@ claim: "When your type is more complex than an atomic, consider using a `Mutex` or `RwLock` to ensure proper access to the global value."
//@ note: "the block as rustdoc compiles it (hidden `# ` lines shown): accepted in both editions, no `static_mut_refs` error in 2024 (where the lint is deny-by-default)"
//@ run-pass
//@ note: "min-rust 1.68: `VecDeque::new` is usable in a `static` (const fn) from 1.68"
//@ min-rust: 1.68
use std::sync::Mutex;
use std::collections::VecDeque;

// Change from this:
//     static mut QUEUE: VecDeque<String> = VecDeque::new();
// to this:
static QUEUE: Mutex<VecDeque<String>> = Mutex::new(VecDeque::new());

fn main() {
    QUEUE.lock().unwrap().push_back(String::from("abc"));
    let first = QUEUE.lock().unwrap().pop_front();
}
