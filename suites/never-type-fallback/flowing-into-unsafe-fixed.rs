//@ claim: "The fix is to specify the type explicitly so that the fallback type is not used"
//@ compile-flags: -D never_type_fallback_flowing_into_unsafe
pub fn g(flag: bool) {
    if flag {
        return;
    } else {
        unsafe { core::mem::zeroed::<()>() }
    };
}
