macro_rules! example {
    ($e:expr_2021) => { println!("first rule"); };
    //~^ WARN edition_2024_expr_fragment_specifier
    (const $e:expr_2021) => { println!("second rule"); };
    //~^ WARN edition_2024_expr_fragment_specifier
}

fn main() {
    example!(const { 1 + 1 });
}
