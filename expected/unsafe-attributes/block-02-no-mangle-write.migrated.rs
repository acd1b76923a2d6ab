#[unsafe(no_mangle)]
//[e2024]~^ ERROR unsafe attribute used without unsafe
pub fn write(_fd: i32, _buf: *const u8, _count: usize) -> isize { 0 }
