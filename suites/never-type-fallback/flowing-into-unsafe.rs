//@ claim: "The default level of the never_type_fallback_flowing_into_unsafe lint has been raised from `warn` to `deny` in the 2024 Edition"
//@[e2021] stale-since: 1.92 "never-type lints deny by default in every edition (rust-lang/rust#146167): the 2021 warning is now an error"
//@ note: "the unbounded return type of an unsafe fn is decided by fallback: `()` in 2021, `!` in 2024"
//@[e2021] holds-since: 1.80 "no never_type_fallback_flowing_into_unsafe warning on 1.63; the lint was added in 1.80 (RELEASES.md 1.80.0 Compiler: Add a lint against never type fallback affecting unsafe code, rust-lang/rust#123939); holds on 1.85"
pub fn g(flag: bool) {
    if flag {
        return;
    } else {
        unsafe { core::mem::zeroed() }
        //[e2021]~^ WARN never_type_fallback_flowing_into_unsafe
        //[e2024]~^^ ERROR never_type_fallback_flowing_into_unsafe
    };
}
