#[macro_export]
macro_rules! example_2021 {
    ($e:expr) => { "expr arm (defined in 2021)" };
    (const $e:expr) => { "const arm (defined in 2021)" };
}
