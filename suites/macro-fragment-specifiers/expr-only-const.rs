//@ claim: "In the 2021 Edition and earlier, the `expr` fragment specifier does *not* match those expressions"
//@ note: "a macro with only an `$e:expr` arm: `const { .. }` and `_` are rejected by the matcher in 2021 (no rules expected ...), accepted in 2024"
//@ min-rust: 1.79
//@ note: "min-rust 1.79: inline `const { .. }` blocks were stabilized in Rust 1.79"
//@[e2024] run-pass
macro_rules! only_expr {
    ($e:expr) => {
        stringify!($e)
    };
}

fn main() {
    println!("{}", only_expr!(const { 1 + 1 }));
    //[e2021]~^ ERROR no rules expected
    println!("{}", only_expr!(_));
    //[e2021]~^ ERROR no rules expected
}
