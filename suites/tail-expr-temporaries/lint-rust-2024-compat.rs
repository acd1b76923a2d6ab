//@ compile-flags: -W rust_2024_compatibility
//@ claim: "Warnings from this lint will appear when running `cargo fix --edition`"
//@ note: "`cargo fix --edition` enables the rust_2024_compatibility group, which contains tail_expr_drop_order"
//@[e2021] holds-since: 1.85 "fails on 1.63: E0602 unknown lint group rust_2024_compatibility; holds on 1.85. tail_expr_drop_order fired only on Rust 2024 code until rust-lang/rust#131983 (Oct 2024) and was reimplemented by #131326 (Nov 2024): bisected with edrift bisect over rustup toolchains 1.64.0..1.85.0 (7 probes): the claim fails on 1.84.0 and holds from 1.85.0 on"
pub struct Noisy(pub u8);

impl Noisy {
    pub fn get(&self) -> u8 {
        self.0
    }
}

impl Drop for Noisy {
    fn drop(&mut self) {}
}

pub fn tail() -> u8 {
    let _local = Noisy(0);
    Noisy(1).get()
    //[e2021]~^ WARN tail_expr_drop_order
}
