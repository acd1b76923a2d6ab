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
