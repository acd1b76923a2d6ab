//@ source: rustdoc-doctests.md#block-1 sha256:ba16eb8bbac11422690006202e371b3e4ac55b5c103d952d8a625e1edae1b335
//@ section: Details
//@ claim: "The example crate compiles as a library (its doctests are run by the cargo-level packages block-01-doctests*)"
//@ check-pass
/// Adds two numbers
///
/// ```
/// assert_eq!(add(1, 1), 2);
/// ```
pub fn add(left: u64, right: u64) -> u64 {
    left + right
}

/// Subtracts two numbers
///
/// ```
/// assert_eq!(subtract(2, 1), 1);
/// ```
pub fn subtract(left: u64, right: u64) -> u64 {
    left - right
}
