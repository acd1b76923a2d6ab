// Needs regex's default feature, turned back on by the member.
pub fn check() -> bool {
    regex::unicode_enabled()
}
