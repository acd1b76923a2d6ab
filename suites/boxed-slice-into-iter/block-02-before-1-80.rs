//@ variant-of: intoiterator-box-slice.md#block-2
//@ claim: "This example is allowed on all editions because previously this was an error since `for` loops do not automatically dereference like the `.into_iter()` method call does"
//@ max-rust: 1.79
//@ note: "max-rust 1.79: shows the 'previously' of the claim on the lanes before 1.80 (1.63): `Box<[u32]>` is not an iterator"
//@ edition: 2021
fn main() {
    let my_boxed_slice: Box<[u32]> = vec![1, 2, 3].into_boxed_slice();
    for x in my_boxed_slice {
    //~^ ERROR E0277
    }
}
