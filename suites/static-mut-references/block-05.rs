//@ source: static-mut-references.md#block-5 sha256:0e67dd637ed1ed41926b2e5e4afc220a0776756b3d1aac2f95b1cbaa5f96d208
//@ section: OnceLock or LazyLock
//@ verbatim: block-05-shown.rs
//@ note: "verbatim, the mdBook hidden lines (`# use ...`) are not Rust: a parse error in both editions; block-05-shown.rs compiles the block as rustdoc does"
# use std::sync::LazyLock;
#
# struct GlobalState;
#
# impl GlobalState {
#     fn new() -> GlobalState {
#         GlobalState
#     }
#     fn example(&self) {}
# }

// Instead of some temporary or uninitialized type like:
//     static mut STATE: Option<GlobalState> = None;
// use this instead:
static STATE: LazyLock<GlobalState> = LazyLock::new(|| {
    GlobalState::new()
});

fn main() {
    STATE.example();
}
