unsafe extern "C" {
    pub fn cos(x: f64) -> f64;
}
