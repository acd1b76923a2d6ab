//@ run-pass
//@ claim: "In the 2024 edition, the fallback type is now `!`"
//@ note: "a silent run-time change: the closure's return type falls back to `()` in 2021 and `!` in 2024; no lint fires because both compile. The closure is never called"
//@ migrate: breaks "no migration lint fires (both editions compile), yet the fallback type of the closure changes from () to ! and the program prints another type under 2024 (every lane 1.85 to nightly)"
fn name<T>(_: impl FnOnce() -> T) -> &'static str {
    std::any::type_name::<T>()
}

fn main() {
    println!("{}", name(|| panic!()));
}
