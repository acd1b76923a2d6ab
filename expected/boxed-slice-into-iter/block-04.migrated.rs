//@ source: intoiterator-box-slice.md#block-4 sha256:ea93ab8a8e9d31998d480240c3b9abf641a827060e132094c01b99e61b1fae01
//@ section: Migration
//@ claim: "For example, this will change:"
//@ run-pass
//@ note: "the program before migration runs in both editions (x is `&u32` in 2021, `u32` in 2024, unused); the 2021 warning is checked in lint-warn-by-default.rs"
fn main() {
    let my_boxed_slice: Box<[u32]> = vec![1, 2, 3].into_boxed_slice();
    for x in my_boxed_slice.iter() {
        // x is of type &u32
    }
}
