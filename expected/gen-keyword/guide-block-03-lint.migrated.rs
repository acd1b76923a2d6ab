// Add this to the root of your crate to do a manual migration.
#![warn(keyword_idents_2024)]

fn r#gen() {
    //~^ WARN keyword_idents_2024
    println!("generating!");
}

fn main() {
    r#gen();
    //~^ WARN `gen` is a keyword in the 2024 edition
}
