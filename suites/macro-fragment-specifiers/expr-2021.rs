//@ claim: "To support the old behavior, the `expr_2021` fragment specifier has been added which does *not* match the new expressions"
//@ note: "`expr_2021` behaves like the 2021 `expr` in both editions: the `const` and `_` inputs fall through to the later arms"
//@ min-rust: 1.83
//@ note: "min-rust 1.83: the `expr_2021` fragment specifier was stabilized in Rust 1.83 (in all editions)"
//@ run-pass
macro_rules! example {
    ($e:expr_2021) => { "first rule" };
    (const $e:expr_2021) => { "second rule" };
    (_) => { "underscore rule" };
}

fn main() {
    let a = example!(const { 1 + 1 });
    let b = example!(_);
    let c = example!(1 + 1);
    println!("{} / {} / {}", a, b, c);
    assert_eq!((a, b, c), ("second rule", "underscore rule", "first rule"));
}
