unsafe extern "C" {
//~^ WARN missing_unsafe_on_extern
    pub fn cos(x: f64) -> f64;
}
