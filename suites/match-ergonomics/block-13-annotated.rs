//@ rfc: 3627
//@ variant-of: 3627-match-ergonomics-2024.md#block-13
//@ claim: "All editions: the trait bound `&_: Ref` is not satisfied (E0277) when only the `&mut` impl exists"
//@ note: "block 13 with its `ERROR[E0277]: ...` comment written as a real annotation (the block's own form is not one)"
fn generic<R: Ref>() -> R {
    R::meow()
}

trait Ref: Sized {
    fn meow() -> Self;
}

impl Ref for &'static mut [(); 0] {
    fn meow() -> Self {
        &mut []
    }
}

fn main() {
    let &_ = generic();
    //~^ ERROR E0277
}
