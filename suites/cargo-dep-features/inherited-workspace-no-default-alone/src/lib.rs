// regex's default feature is off: `unicode_enabled` does not exist.
pub fn check() -> bool {
    regex::unicode_enabled()
    //~^ ERROR E0425
}
