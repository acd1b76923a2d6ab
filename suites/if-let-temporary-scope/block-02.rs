//@ source: temporary-if-let-scope.md#block-2 sha256:29afb9163cfca0ecff5ac9f505298bf46d369a64e78a70c75262335258535739
//@ section: Details
//@ verbatim: block-02-doctest.rs
//@ note: "rustdoc block: the hidden `# use std::sync::RwLock;` line does not parse as Rust; the -doctest variant is what rustdoc compiles"
// Starting with 2024
# use std::sync::RwLock;

fn f(value: &RwLock<Option<bool>>) {
    if let Some(x) = *value.read().unwrap() {
        println!("value is {x}");
    }
    // <--- Read lock is dropped here in 2024
    else {
        let mut v = value.write().unwrap();
        if v.is_none() {
            *v = Some(true);
        }
    }
}
