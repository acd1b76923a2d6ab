#![allow(boxed_slice_into_iter)]

fn type_of<T>(_: &T) -> &'static str {
    std::any::type_name::<T>()
}

#[cfg(edition_is_2021)]
const EXPECTED: &str = "&u32";
#[cfg(not(edition_is_2021))]
const EXPECTED: &str = "u32";

fn main() {
    // Example of behavior in previous editions.
    let my_boxed_slice: Box<[u32]> = vec![1, 2, 3].into_boxed_slice();
    // Note: .into_iter() was required in versions older than 1.80
    for x in my_boxed_slice.iter() {
        // x is of type &u32 in editions prior to 2024
        println!("{}", type_of(&x));
        assert_eq!(type_of(&x), EXPECTED);
    }
}
