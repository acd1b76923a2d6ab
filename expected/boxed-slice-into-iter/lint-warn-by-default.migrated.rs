fn main() {
    let my_boxed_slice: Box<[u32]> = vec![1, 2, 3].into_boxed_slice();
    for x in my_boxed_slice.iter() {
        //[e2021]~^ WARN boxed_slice_into_iter
        //[e2021]~| HELP use `.iter()` instead of `.into_iter()` to avoid ambiguity
        // x is of type &u32
    }
}
