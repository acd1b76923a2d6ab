pub fn g(flag: bool) {
    if flag {
        return;
    } else {
        unsafe { core::mem::zeroed::<()>() }
        //[e2021]~^ WARN never_type_fallback_flowing_into_unsafe
        //[e2024]~^^ ERROR never_type_fallback_flowing_into_unsafe
    };
}
