/// Adds two numbers
///
/// ```
/// # use adder::add;
/// assert_eq!(add(1, 1), 2);
/// # assert!(module_path!().starts_with("doctest_bundle_"), "not in the merged executable: {}", module_path!());
/// ```
pub fn add(left: u64, right: u64) -> u64 {
    left + right
}

/// Subtracts two numbers
///
/// ```
/// # use adder::subtract;
/// assert_eq!(subtract(2, 1), 1);
/// # assert!(module_path!().starts_with("doctest_bundle_"), "not in the merged executable: {}", module_path!());
/// ```
pub fn subtract(left: u64, right: u64) -> u64 {
    left - right
}
