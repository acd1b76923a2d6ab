//@ compile-flags: -W tail_expr_drop_order
//@ claim: "The tail_expr_drop_order lint detects if a temporary value with a custom, non-trivial Drop destructor is generated in a tail expression"
//@ note: "allow-by-default migration lint; it only fires when the code is compiled with an edition before 2024"
//@[e2021] holds-since: 1.85 "fails on 1.63: E0602 unknown lint tail_expr_drop_order; holds on 1.85. The lint (rust-lang/rust#128662) fired only on Rust 2024 code until the shorter_tail_lifetimes stabilization (rust-lang/rust#131983, Oct 2024) made it lint older editions, and was reimplemented in MIR by #131326 (Nov 2024, the message relative drop order changing in Rust 2024): bisected with edrift bisect over rustup toolchains 1.64.0..1.85.0 (7 probes): the claim fails on 1.84.0 and holds from 1.85.0 on"
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
