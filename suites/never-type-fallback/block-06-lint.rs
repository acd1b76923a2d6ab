//@ variant-of: never-type-fallback.md#block-6
//@ claim: "While still on a previous edition you will see warnings if your code will be broken"
//@[e2021] stale-since: 1.92 "never-type lints deny by default in every edition (rust-lang/rust#146167): the 2021 warning is now an error"
//@ note: "block 6 without the hidden `allow`, in a library fn so nothing runs"
//@[e2021] holds-since: 1.81 "no dependency_on_unit_never_type_fallback warning on 1.63; holds on 1.85. The lint was warn-by-default on stable 1.81 already (downstream fixes for it with 1.81 in Sept 2024, e.g. tonarino/innernet#322; nightly reports from June 2024): bisected with edrift bisect over rustup toolchains 1.64.0..1.85.0 (7 probes) and again over 1.80.0..1.84.0: fails on 1.80.0, holds on 1.81.0"
trait Unit {}
impl Unit for () {}

fn run<R: Unit>(f: impl FnOnce() -> R) {
    f();
}

pub fn caller() {
//[e2021]~^ WARN dependency_on_unit_never_type_fallback
    run(|| panic!());
    //[e2024]~^ ERROR E0277
}
