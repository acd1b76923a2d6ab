pub fn g() {
//[e2021]~^ WARN dependency_on_unit_never_type_fallback
    if true {
        <() as Default>::default()
        //[e2024]~^ ERROR E0277
    } else {
        return
    };
}
