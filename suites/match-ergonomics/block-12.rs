//@ rfc: 3627
//@ source: 3627-match-ergonomics-2024.md#block-12 sha256:eef13b552d5234cfa67dff6d58d3a0fd612ff321bf35791f7d2747eeb7e5f4df
//@ section: All editions: `&` patterns can match against `&mut` references
//@ run-pass
//@ claim: "All editions: `&` patterns can match against `&mut` references (inference picks the `&` impl here, so `b` is false)"
//! All editions
fn generic<R: Ref>() -> (R, bool) {
    R::meow()
}

trait Ref: Sized {
    fn meow() -> (Self, bool);
}

impl Ref for &'static [(); 0] {
    fn meow() -> (Self, bool) {
        (&[], false)
    }
}

impl Ref for &'static mut [(); 0] {
    fn meow() -> (Self, bool) {
        (&mut [], true)
    }
}

fn main() {
    let (&_, b) = generic();
    assert!(!b);
}
