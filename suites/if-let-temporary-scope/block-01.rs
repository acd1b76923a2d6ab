//@ source: temporary-if-let-scope.md#block-1 sha256:ddb70bfb354422a37e7a7d853cc3b903fb8c9891f285bcf158e2c7cbd2a99bd4
//@ section: Details
//@ verbatim: block-01-try-write.rs
//@ note: "rustdoc block: the hidden `# use std::sync::RwLock;` line does not parse as Rust; the -doctest variant is what rustdoc compiles (it observes: compiling cannot see a drop scope), block-01-try-write.rs runs the block and asserts the claim"
// Before 2024
# use std::sync::RwLock;

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
