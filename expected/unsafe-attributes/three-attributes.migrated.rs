#[unsafe(no_mangle)]
//[e2024]~^ ERROR unsafe attribute used without unsafe
//[e2024]~| HELP wrap the attribute in `unsafe(...)`
pub extern "C" fn edition_drift_a() {}

#[unsafe(export_name = "edition_drift_bee")]
//[e2024]~^ ERROR unsafe attribute used without unsafe
pub extern "C" fn b() {}

#[unsafe(link_section = ".data.edition_drift")]
//[e2024]~^ ERROR unsafe attribute used without unsafe
pub static C: u32 = 0;
