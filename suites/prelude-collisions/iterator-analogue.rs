//@ claim: "When two traits that are in scope have the same method name, it is ambiguous which trait method should be used"
//@ note: "control case with a trait that has always been in the prelude: a glob-imported user trait named `Iterator` does not take `std`'s `Iterator` out of method resolution, in every edition (E0034). This is the rule that makes the 2024 additions collide"
mod mylib {
    pub trait Iterator {
        fn next(&mut self) -> Option<&'static str> {
            Some("mylib::Iterator::next")
        }
    }
    impl<T> Iterator for T {}
}

use mylib::*;

fn main() {
    let mut it = 0..3;
    println!("{:?}", it.next());
    //~^ ERROR E0034
}
