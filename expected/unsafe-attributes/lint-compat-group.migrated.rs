#[unsafe(no_mangle)]
//~^ WARN unsafe_attr_outside_unsafe
pub extern "C" fn edition_drift_group_a() {}
