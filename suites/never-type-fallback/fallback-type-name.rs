//@ claim: "In the 2024 edition, the fallback type is now `!`"
//@[e2021] run-fail
//@[e2024] run-pass
//@ note: "a silent run-time change: the closure's return type falls back to `()` in 2021 and `!` in 2024; no lint fires because both compile. The closure is never called. The program asserts that the type is `!`; under 2021 it is `()` and the assertion fails"
//@ migrate: breaks "no migration lint fires (both editions compile), yet the fallback type of the closure changes from () to !: the program passes its assertion under 2024 and fails it under 2021 (every lane 1.85 to nightly)"
fn name<T>(_: impl FnOnce() -> T) -> &'static str {
    std::any::type_name::<T>()
}

fn main() {
    let fallback = name(|| panic!());
    println!("{fallback}");
    assert_eq!(fallback, "!", "the fallback type is `!`");
}
