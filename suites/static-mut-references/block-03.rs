//@ source: static-mut-references.md#block-3 sha256:3e55c7372a95060bd0e1832eb2627246870d1197a4577caa482382915359c29d
//@ section: Atomics
//@ verbatim: block-03-shown.rs
//@ note: "verbatim, the mdBook hidden lines (`# use ...`) are not Rust: a parse error in both editions; block-03-shown.rs compiles the block as rustdoc does"
# use std::sync::atomic::Ordering;
# use std::sync::atomic::AtomicU64;

// Change from this:
//   static mut COUNTER: u64 = 0;
// to this:
static COUNTER: AtomicU64 = AtomicU64::new(0);

fn main() {
    // Be sure to analyze your use case to determine the correct Ordering to use.
    COUNTER.fetch_add(1, Ordering::Relaxed);
}
