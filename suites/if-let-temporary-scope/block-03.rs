//@ source: temporary-if-let-scope.md#block-3 sha256:4eb72ac8b55fa2a643f407fd2b0ae282d6c3fa235ad2c8bdf622ac3b23a3304b
//@ section: Migration
//@ verbatim: block-03-doctest.rs
//@ note: "rustdoc block: the hidden `# use std::sync::RwLock;` line does not parse as Rust; the -doctest variant is what rustdoc compiles"
# use std::sync::RwLock;
fn f(value: &RwLock<Option<bool>>) {
    match *value.read().unwrap() {
        Some(x) => {
            println!("value is {x}");
        }
        _ => {
            let mut s = value.write().unwrap();
            if s.is_none() {
                *s = Some(true);
            }
        }
    }
    // <--- Read lock is dropped here in both 2021 and 2024
}
