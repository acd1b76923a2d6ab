macro_rules! example {
    ($e:expr_2021) => { println!("first rule"); };
    (const $e:expr_2021) => { println!("second rule"); };
}

fn main() {
    example!(const { 1 + 1 });
}
