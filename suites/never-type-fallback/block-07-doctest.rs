//@ variant-of: never-type-fallback.md#block-7
//@ run-fail
//@ claim: "To fix this you can specify the return type of the closure"
#![deny(dependency_on_unit_never_type_fallback)]
fn main() {
trait Unit {}
impl Unit for () {}

fn run<R: Unit>(f: impl FnOnce() -> R) {
    f();
}
run(|| -> () { panic!() });
}
