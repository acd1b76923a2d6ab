//@ claim: "The fix is to specify the type explicitly so that the fallback type is not used"
//@ compile-flags: -D never_type_fallback_flowing_into_unsafe
//@[e2021] holds-since: 1.80 "fails on 1.63: E0602 unknown lint never_type_fallback_flowing_into_unsafe; the lint was added in 1.80 (RELEASES.md 1.80.0 Compiler, rust-lang/rust#123939); holds on 1.85"
pub fn g(flag: bool) {
    if flag {
        return;
    } else {
        unsafe { core::mem::zeroed::<()>() }
    };
}
