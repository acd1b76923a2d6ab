//@ source: rustdoc-doctests.md#block-1 sha256:ba16eb8bbac11422690006202e371b3e4ac55b5c103d952d8a625e1edae1b335
//@ section: Details
//@ claim: "Under 2024 the two doctests are compiled into one executable and run, and pass (both editions run them with `rustdoc --test`)"
//@ rustdoc
//@ stale-since: 1.0 "never held as written: a doctest is a separate crate and does not import the documented crate's items, so `add(1, 1)` and `subtract(2, 1)` fail with E0425 on every lane and edition; under 2024 the merged compilation fails and rustdoc falls back to standalone tests (block-01-doctests-use adds the `use` lines and passes)"
//@ note: "The same block runs through cargo in the package block-01-doctests."
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
