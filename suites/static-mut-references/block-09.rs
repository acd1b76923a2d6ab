//@ source: static-mut-references.md#block-9 sha256:643ae4979f615a03335f8ba8e97c9173d5474be5b060b5da81754616fc801560
//@ section: `UnsafeCell` with `Sync`
//@ verbatim: block-09-shown.rs
//@ note: "verbatim, the mdBook hidden lines (`# use ...`) are not Rust: a parse error in both editions; block-09-shown.rs compiles the block as rustdoc does"
# use std::cell::UnsafeCell;
#
# fn with_interrupts_disabled<T: Fn()>(f: T) {
#     // A real example would disable interrupts.
#     f();
# }
#
# #[repr(C)]
# struct GlobalState {
#     value: i32,
# }
#
# impl GlobalState {
#     const fn new() -> GlobalState {
#         GlobalState { value: 0 }
#     }
# }

#[repr(transparent)]
pub struct SyncUnsafeCell<T>(UnsafeCell<T>);

unsafe impl<T: Sync> Sync for SyncUnsafeCell<T> {}

static STATE: SyncUnsafeCell<GlobalState> = SyncUnsafeCell(UnsafeCell::new(GlobalState::new()));

fn set_value(value: i32) {
    with_interrupts_disabled(|| {
        let state = STATE.0.get();
        unsafe {
            // SAFETY: This value is only ever read in our interrupt handler,
            // and interrupts are disabled, and we only use this in one thread.
            (*state).value = value;
        }
    });
}
