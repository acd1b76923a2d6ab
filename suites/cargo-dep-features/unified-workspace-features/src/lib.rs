// Compiles only because `bar`, built at the same time, enables regex's default feature.
pub fn check() -> bool {
    regex::unicode_enabled()
}
