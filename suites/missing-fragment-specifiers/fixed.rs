//@ variant-of: missing-macro-fragment-specifiers.md#block-1
//@ claim: "To migrate your code to the 2024 Edition, remove the unused matcher rule from the macro"
//@ run-pass
macro_rules! foo {
   () => { "empty" };
}

fn main() {
   println!("{}", foo!());
}
