#[macro_export]
macro_rules! example_2024 {
    ($e:expr) => { "expr arm (defined in 2024)" };
    (const $e:expr) => { "const arm (defined in 2024)" };
}
