#![allow(dependency_on_unit_never_type_fallback)]
fn main() {
if true {
    <() as Default>::default()
    //[e2024]~^ ERROR E0277
} else {
    return
};
}
