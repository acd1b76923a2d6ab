//@ rfc: 3325
//@ variant-of: 3325-unsafe-attributes.md#block-2
//@ claim: "When declaring a function like this [`#[no_mangle] pub fn write(...)`] this will cause Rust to generate a globally visible function with the linker/export name `write`"
//@ note: "the block with a real signature (check only, it is never linked): the bare `no_mangle` is accepted in 2021 and is an error in 2024"
//@[e2021] check-pass
#[unsafe(no_mangle)]
//[e2024]~^ ERROR unsafe attribute used without unsafe
pub fn write(_fd: i32, _buf: *const u8, _count: usize) -> isize { 0 }
