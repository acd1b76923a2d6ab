//@ variant-of: never-type-fallback.md#block-8
//@[e2021] run-pass
//@ claim: "Now, `!` will be inferred instead causing this code to not compile because `!` does not implement `Default`"
#![allow(dependency_on_unit_never_type_fallback)]
fn main() {
if true {
    <() as Default>::default()
    //[e2024]~^ ERROR E0277
} else {
    return
};
}
