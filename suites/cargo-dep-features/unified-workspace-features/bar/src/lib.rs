pub fn check() -> bool {
    regex::unicode_enabled()
}
