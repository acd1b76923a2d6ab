//@ claim: "The `edition_2024_expr_fragment_specifier` lint will change all uses of the `expr` specifier to `expr_2021`"
//@ note: "after the migration (`expr_2021`), the lint (denied here) has nothing left to report, and the macro keeps its 2021 behaviour in 2024"
//@ compile-flags: -D edition_2024_expr_fragment_specifier
//@ min-rust: 1.83
//@ note: "min-rust 1.83: `expr_2021` was stabilized in Rust 1.83"
//@ run-pass
macro_rules! example {
    ($e:expr_2021) => { println!("first rule"); };
    (const $e:expr_2021) => { println!("second rule"); };
}

fn main() {
    example!(const { 1 + 1 });
}
