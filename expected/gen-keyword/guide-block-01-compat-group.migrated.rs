fn r#gen() {
    //~^ WARN keyword_idents_2024
    //~| HELP you can use a raw identifier to stay compatible
    println!("generating!");
}

fn main() {
    r#gen();
    //~^ WARN keyword_idents_2024
    //~| HELP you can use a raw identifier to stay compatible
}
