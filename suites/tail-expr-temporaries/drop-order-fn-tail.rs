//@ run-pass
//@ claim: "Starting in Rust 2024, temporaries in tail expressions are dropped after evaluating the tail expression, but before dropping any local variables of the block"
struct Noisy(&'static str);

impl Noisy {
    fn get(&self) -> usize {
        self.0.len()
    }
}

impl Drop for Noisy {
    fn drop(&mut self) {
        println!("drop {}", self.0);
    }
}

fn tail() -> usize {
    let _local = Noisy("local");
    Noisy("temporary").get()
}

fn main() {
    let n = tail();
    println!("returned {n}");
}
