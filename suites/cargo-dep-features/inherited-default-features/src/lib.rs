// Compiles only if regex's default feature is on despite `default-features = false`.
pub fn check() -> bool {
    regex::unicode_enabled()
}
