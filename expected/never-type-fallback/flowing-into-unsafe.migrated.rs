//@ claim: "The default level of the never_type_fallback_flowing_into_unsafe lint has been raised from `warn` to `deny` in the 2024 Edition"
//@[e2021] stale-since: 1.92 "never-type lints deny by default in every edition (rust-lang/rust#146167): the 2021 warning is now an error"
//@ note: "the unbounded return type of an unsafe fn is decided by fallback: `()` in 2021, `!` in 2024"
//@[e2021] holds-since: 1.85 "observed failing on lane 1.63 (the matrix): expected WARN `never_type_fallback_flowing_into_unsafe` on line 8 (annotation at line 9), not found"
pub fn g(flag: bool) {
    if flag {
        return;
    } else {
        unsafe { core::mem::zeroed::<()>() }
        //[e2021]~^ WARN never_type_fallback_flowing_into_unsafe
        //[e2024]~^^ ERROR never_type_fallback_flowing_into_unsafe
    };
}
