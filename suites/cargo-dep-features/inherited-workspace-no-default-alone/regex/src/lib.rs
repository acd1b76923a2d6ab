#[cfg(feature = "unicode")]
pub fn unicode_enabled() -> bool {
    true
}
