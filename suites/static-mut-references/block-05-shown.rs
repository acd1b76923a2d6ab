//@ variant-of: static-mut-references.md#block-5
//@ claim: "If you are using a `static mut` because you need to do some one-time initialization that can't be `const`, you can instead reach for `OnceLock` or `LazyLock` instead."
//@ note: "the block as rustdoc compiles it (hidden `# ` lines shown): accepted in both editions, no `static_mut_refs` error in 2024 (where the lint is deny-by-default)"
//@ note: "`LazyLock` needs 1.80"
//@ min-rust: 1.80
//@ run-pass
use std::sync::LazyLock;

struct GlobalState;

impl GlobalState {
    fn new() -> GlobalState {
        GlobalState
    }
    fn example(&self) {}
}

// Instead of some temporary or uninitialized type like:
//     static mut STATE: Option<GlobalState> = None;
// use this instead:
static STATE: LazyLock<GlobalState> = LazyLock::new(|| {
    GlobalState::new()
});

fn main() {
    STATE.example();
}
