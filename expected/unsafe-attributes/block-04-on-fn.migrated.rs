#[unsafe(no_mangle)]
pub extern "C" fn edition_drift_unsafe_attr_block_04() {}

#[unsafe(no_mangle)]
//[e2024]~^ ERROR unsafe attribute used without unsafe
pub extern "C" fn edition_drift_unsafe_attr_block_04_bare() {}
