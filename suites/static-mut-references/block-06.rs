//@ source: static-mut-references.md#block-6 sha256:d0213d3471ecec7cb99f2500f1b7873327235a90dc8f43a8f1fad028b2a46e35
//@ section: OnceLock or LazyLock
//@ verbatim: block-06-shown.rs
//@ note: "verbatim, the mdBook hidden lines (`# use ...`) are not Rust: a parse error in both editions; block-06-shown.rs compiles the block as rustdoc does"
# use std::sync::OnceLock;
#
# struct GlobalState;
#
# impl GlobalState {
#     fn new(verbose: bool) -> GlobalState {
#         GlobalState
#     }
#     fn example(&self) {}
# }
#
# struct Args {
#     verbose: bool
# }
# fn parse_arguments() -> Args {
#     Args { verbose: true }
# }

static STATE: OnceLock<GlobalState> = OnceLock::new();

fn main() {
    let args = parse_arguments();
    let state = GlobalState::new(args.verbose);
    let _ = STATE.set(state);
    // ...
    STATE.get().unwrap().example();
}
