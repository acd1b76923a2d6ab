//@ claim: "The fix is to specify the type explicitly so that the fallback type is not used"
//@ compile-flags: -D never_type_fallback_flowing_into_unsafe
//@[e2021] holds-since: 1.74 "1.63 makes the unknown command-line lint -D never_type_fallback_flowing_into_unsafe an error (E0602); an unknown lint given on the command line became a warning under unknown_lints instead of error E0602 with rust-lang/rust#115387 (MCP compiler-team#667, r+ 2023-09-11, nightly 1.74), so check-pass holds, vacuously until the lint exists (1.80, RELEASES.md 1.80.0 Compiler, rust-lang/rust#123939); holds on 1.85"
pub fn g(flag: bool) {
    if flag {
        return;
    } else {
        unsafe { core::mem::zeroed::<()>() }
    };
}
