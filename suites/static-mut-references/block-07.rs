//@ source: static-mut-references.md#block-7 sha256:40e67cde5dd3f80979468474dff34b4726cee883f79eb023400ce4f067e06388
//@ section: `no_std` one-time initialization
//@ verbatim: block-07-shown.rs
//@ note: "verbatim, the mdBook hidden lines (`# use ...`) are not Rust: a parse error in both editions; block-07-shown.rs compiles the block as rustdoc does"
# use core::sync::atomic::AtomicUsize;
# use core::sync::atomic::Ordering;
#
# struct Args {
#     verbose: bool,
# }
# fn parse_arguments() -> Args {
#     Args { verbose: true }
# }
#
# struct GlobalState {
#     verbose: bool,
# }
#
# impl GlobalState {
#     const fn default() -> GlobalState {
#         GlobalState { verbose: false }
#     }
#     fn new(verbose: bool) -> GlobalState {
#         GlobalState { verbose }
#     }
#     fn example(&self) {}
# }

const UNINITIALIZED: usize = 0;
const INITIALIZING: usize = 1;
const INITIALIZED: usize = 2;

static STATE_INITIALIZED: AtomicUsize = AtomicUsize::new(UNINITIALIZED);
static mut STATE: GlobalState = GlobalState::default();

fn set_global_state(state: GlobalState) {
    if STATE_INITIALIZED
        .compare_exchange(
            UNINITIALIZED,
            INITIALIZING,
            Ordering::SeqCst,
            Ordering::SeqCst,
        )
        .is_ok()
    {
        // SAFETY: The reads and writes to STATE are guarded with the INITIALIZED guard.
        unsafe {
            STATE = state;
        }
        STATE_INITIALIZED.store(INITIALIZED, Ordering::SeqCst);
    } else {
        panic!("already initialized, or concurrent initialization");
    }
}

fn get_state() -> &'static GlobalState {
    if STATE_INITIALIZED.load(Ordering::Acquire) != INITIALIZED {
        panic!("not initialized");
    } else {
        // SAFETY: Mutable access is not possible after state has been initialized.
        unsafe { &*&raw const STATE }
    }
}

fn main() {
    let args = parse_arguments();
    let state = GlobalState::new(args.verbose);
    set_global_state(state);
    // ...
    let state = get_state();
    state.example();
}
