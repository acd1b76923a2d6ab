//@ variant-of: static-mut-references.md#block-9
//@ claim: "You can create your own wrapper around `UnsafeCell` to add a `Sync` impl so that it can be used in a `static` to implement interior mutability."
//@ note: "the block as rustdoc compiles it (hidden `# ` lines shown): accepted in both editions, no `static_mut_refs` error in 2024 (where the lint is deny-by-default)"
//@ note: "a library (no `main`), checked"
//@ check-pass
use std::cell::UnsafeCell;

fn with_interrupts_disabled<T: Fn()>(f: T) {
    // A real example would disable interrupts.
    f();
}

#[repr(C)]
struct GlobalState {
    value: i32,
}

impl GlobalState {
    const fn new() -> GlobalState {
        GlobalState { value: 0 }
    }
}

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
