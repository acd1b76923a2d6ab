//@ source: static-mut-references.md#block-8 sha256:19c94dafbf0233ccdab2fb51e9cb2c6621faa9d12efc6eaac41194e6ae0b2875
//@ section: Raw pointers
//@ verbatim: block-08-shown.rs
//@ note: "verbatim, the mdBook hidden lines (`# #[repr(C)]`, ...) are not Rust: a parse error in both editions; block-08-shown.rs compiles the block as rustdoc does"
# #[repr(C)]
# struct GlobalState {
#     value: i32
# }
#
# impl GlobalState {
#     const fn new() -> GlobalState {
#         GlobalState { value: 0 }
#     }
# }

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
