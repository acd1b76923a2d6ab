//@ variant-of: never-type-fallback.md#block-6
//@ claim: "While still on a previous edition you will see warnings if your code will be broken"
//@[e2021] stale-since: 1.92 "never-type lints deny by default in every edition (rust-lang/rust#146167): the 2021 warning is now an error"
//@ note: "block 6 without the hidden `allow`, in a library fn so nothing runs"
//@[e2021] holds-since: 1.85 "observed failing on lane 1.63 (the matrix): expected WARN `dependency_on_unit_never_type_fallback` on line 12 (annotation at line 13), not found"
trait Unit {}
impl Unit for () {}

fn run<R: Unit>(f: impl FnOnce() -> R) {
    f();
}

pub fn caller() {
//[e2021]~^ WARN dependency_on_unit_never_type_fallback
    run::<()>(|| panic!());
    //[e2024]~^ ERROR E0277
}
