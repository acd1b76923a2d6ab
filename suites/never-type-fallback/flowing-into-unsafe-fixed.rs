//@ claim: "The fix is to specify the type explicitly so that the fallback type is not used"
//@ compile-flags: -D never_type_fallback_flowing_into_unsafe
//@[e2021] holds-since: 1.85 "observed failing on lane 1.63 (the matrix): `check-pass` claimed, but the compiler rejected it"
pub fn g(flag: bool) {
    if flag {
        return;
    } else {
        unsafe { core::mem::zeroed::<()>() }
    };
}
