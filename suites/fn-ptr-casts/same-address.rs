//@ run-pass
//@ claim: "the direct cast and the suggested `as *const () as usize` give the same address, in both editions"
//@ note: "prints only comparisons, never the addresses"
fn foo() {}

fn main() {
    #[allow(unknown_lints, function_casts_as_integer)]
    let direct = foo as usize;
    let via_ptr = foo as *const () as usize;
    let via_fn = foo as fn() as usize;
    println!("direct == via *const (): {}", direct == via_ptr);
    println!("via fn() == via *const (): {}", via_fn == via_ptr);
    println!("non-zero: {}", via_ptr != 0);
}
