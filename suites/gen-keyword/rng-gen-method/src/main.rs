use rng2021::{Counter, Rng};

fn main() {
    let mut rng = Counter(0);
    let a = rng.r#gen();
    let b = rng.gen();
    //[e2024]~^ ERROR expected identifier, found reserved keyword `gen`
    println!("{a} {b}");
}
