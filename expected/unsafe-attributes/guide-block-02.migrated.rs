fn main() {
    println!("Hello, world!");
}

#[unsafe(export_name = "malloc")]
//[e2024]~^ ERROR unsafe attribute used without unsafe
fn foo() -> usize { 1 }
