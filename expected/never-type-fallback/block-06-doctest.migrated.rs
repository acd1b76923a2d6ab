#![allow(dependency_on_unit_never_type_fallback)]
fn main() {
trait Unit {}
impl Unit for () {}

fn run<R: Unit>(f: impl FnOnce() -> R) {
    f();
}

run::<()>(|| panic!());
//[e2024]~^ ERROR E0277
}
