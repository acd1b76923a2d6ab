//@ source: static-mut-references.md#block-4 sha256:87b509489c9071b3242b39407cfc6e91fa6b74f9275ec5d45dc42cd36d55f2d5
//@ section: Mutex or RwLock
//@ verbatim: block-04-shown.rs
//@ note: "verbatim, the mdBook hidden lines (`# use ...`) are not Rust: a parse error in both editions; block-04-shown.rs compiles the block as rustdoc does"
# use std::sync::Mutex;
# use std::collections::VecDeque;

// Change from this:
//     static mut QUEUE: VecDeque<String> = VecDeque::new();
// to this:
static QUEUE: Mutex<VecDeque<String>> = Mutex::new(VecDeque::new());

fn main() {
    QUEUE.lock().unwrap().push_back(String::from("abc"));
    let first = QUEUE.lock().unwrap().pop_front();
}
