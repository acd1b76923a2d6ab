//@ source: gen-keyword.md#block-1 sha256:0c64cb6e9f4062a9812ca024a324a7dd174c947b0f3da21ec9011258114f5acb
//@ section: Migration
//@ claim: "any variable or function name called `gen` would clash with the new keyword"
//@[e2021] run-pass
fn r#gen() {
//[e2024]~^ ERROR expected identifier, found reserved keyword `gen`
    println!("generating!");
}

fn main() {
    r#gen();
    //[e2024]~^ ERROR expected expression, found reserved keyword `gen`
}
