//@ variant-of: static-mut-references.md#block-6
//@ claim: "`OnceLock` is similar to `LazyLock`, but can be used if you need to pass information into the constructor"
//@ note: "the block as rustdoc compiles it (hidden `# ` lines shown): accepted in both editions, no `static_mut_refs` error in 2024 (where the lint is deny-by-default)"
//@ note: "`OnceLock` needs 1.70"
//@ min-rust: 1.70
//@ run-pass
use std::sync::OnceLock;

struct GlobalState;

impl GlobalState {
    fn new(verbose: bool) -> GlobalState {
        GlobalState
    }
    fn example(&self) {}
}

struct Args {
    verbose: bool
}
fn parse_arguments() -> Args {
    Args { verbose: true }
}

static STATE: OnceLock<GlobalState> = OnceLock::new();

fn main() {
    let args = parse_arguments();
    let state = GlobalState::new(args.verbose);
    let _ = STATE.set(state);
    // ...
    STATE.get().unwrap().example();
}
