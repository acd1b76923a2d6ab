fn r#gen() {
//[e2024]~^ ERROR expected identifier, found reserved keyword `gen`
    println!("generating!");
}

fn main() {
    r#gen();
    //[e2024]~^ ERROR expected expression, found reserved keyword `gen`
}
