//@ variant-of: never-type-fallback.md#block-8
//@ claim: "While still on a previous edition you will see warnings if your code will be broken"
//@[e2021] stale-since: 1.92 "never-type lints deny by default in every edition (rust-lang/rust#146167): the 2021 warning is now an error"
//@[e2021] holds-since: 1.85 "observed failing on lane 1.63 (the matrix): expected WARN `dependency_on_unit_never_type_fallback` on line 4 (annotation at line 5), not found"
pub fn g() {
//[e2021]~^ WARN dependency_on_unit_never_type_fallback
    if true {
        <() as Default>::default()
        //[e2024]~^ ERROR E0277
    } else {
        return
    };
}
