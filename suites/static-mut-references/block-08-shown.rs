//@ variant-of: static-mut-references.md#block-8
//@ claim: "Instead you can use raw borrow operators, like in the following example"
//@ note: "the block as rustdoc compiles it (hidden `# ` lines shown): accepted in both editions, no `static_mut_refs` error in 2024 (where the lint is deny-by-default)"
//@ note: "the guide marks it no_run: `example_ffi` is declared, not defined, so the program is only checked; `&raw mut` needs 1.82"
//@ min-rust: 1.82
//@ check-pass
#[repr(C)]
struct GlobalState {
    value: i32
}

impl GlobalState {
    const fn new() -> GlobalState {
        GlobalState { value: 0 }
    }
}

static mut STATE: GlobalState = GlobalState::new();

unsafe extern "C" {
    fn example_ffi(state: *mut GlobalState);
}

fn main() {
    unsafe {
        // Change from this:
        //     example_ffi(&mut STATE as *mut GlobalState);
        // to this:
        example_ffi(&raw mut STATE);
    }
}
