//@ variant-of: let-chains.md#block-1
//@ edition: 2024
//@ min-rust: 1.88
//@ run-pass
//@ claim: "The feature is edition gated due to requiring if let rescoping"
//@ note: "the scrutinee temporaries of every `let` of the chain are dropped before the else block runs (2024 if-let rescoping)"
struct Noisy(&'static str, Option<u8>);

impl Noisy {
    fn get(&self) -> Option<u8> {
        self.1
    }
}

impl Drop for Noisy {
    fn drop(&mut self) {
        println!("drop {}", self.0);
    }
}

fn main() {
    if let Some(a) = Noisy("first", Some(1)).get()
        && let Some(b) = Noisy("second", None).get()
    {
        println!("then {a} {b}");
    } else {
        println!("else block");
    }
    println!("done");
}
