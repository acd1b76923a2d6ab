//@ variant-of: static-mut-references.md#block-3
//@ claim: "The atomic types provide integers, pointers, and booleans that can be used in a `static` (without `mut`)."
//@ note: "the block as rustdoc compiles it (hidden `# ` lines shown): accepted in both editions, no `static_mut_refs` error in 2024 (where the lint is deny-by-default)"
//@ run-pass
use std::sync::atomic::Ordering;
use std::sync::atomic::AtomicU64;

// Change from this:
//   static mut COUNTER: u64 = 0;
// to this:
static COUNTER: AtomicU64 = AtomicU64::new(0);

fn main() {
    // Be sure to analyze your use case to determine the correct Ordering to use.
    COUNTER.fetch_add(1, Ordering::Relaxed);
}
