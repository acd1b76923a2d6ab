//@ variant-of: never-type-fallback.md#block-6
//@[e2021] run-fail
//@ claim: "Previously `!` from the `panic!` coerced to `()` which implements `Unit`. However now the `!` is kept as `!` so this code fails because `!` doesn't implement `Unit`"
//@ note: "the block as rustdoc compiles it (with its hidden `allow`); `should_panic` in the guide, so run-fail in 2021"
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
