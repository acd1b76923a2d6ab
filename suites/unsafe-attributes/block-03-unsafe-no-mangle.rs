//@ rfc: 3325
//@ variant-of: 3325-unsafe-attributes.md#block-3
//@ claim: "`unsafe(no_mangle)` acknowledges that `no_mangle` is dangerous and needs to be manually checked for correctness"
//@ note: "the block with a real signature: accepted in both editions"
//@ min-rust: 1.82
//@ note: "min-rust 1.82: the `unsafe(...)` attribute syntax was stabilized in Rust 1.82"
//@ check-pass
// SAFETY: there is no other global function of this name
#[unsafe(no_mangle)]
pub fn my_own_write(_fd: i32, _buf: *const u8, _count: usize) -> isize { 0 }
