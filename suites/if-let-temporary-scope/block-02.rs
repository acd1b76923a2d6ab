//@ source: temporary-if-let-scope.md#block-2 sha256:29afb9163cfca0ecff5ac9f505298bf46d369a64e78a70c75262335258535739
//@ section: Details
//@ claim: "The 2024 Edition shortens the lifetime of the temporaries to the point where the then-block is completely evaluated or the program control enters the `else` block"
//@ note: "rustdoc block: the hidden `# use std::sync::RwLock;` line does not parse as Rust; the -doctest variant is what rustdoc compiles"
//~vv ERROR found keyword `use`
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
