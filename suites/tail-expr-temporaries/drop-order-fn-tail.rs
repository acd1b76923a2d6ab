//@ claim: "Starting in Rust 2024, temporaries in tail expressions are dropped after evaluating the tail expression, but before dropping any local variables of the block"
//@[e2021] run-fail
//@[e2024] run-pass
//@ note: "the program records its drops and asserts the 2024 order (the tail's temporary before the local); under 2021 the local is dropped first, so the assertion fails"
use std::sync::Mutex;

static DROPS: Mutex<Vec<&'static str>> = Mutex::new(Vec::new());

struct Noisy(&'static str);

impl Noisy {
    fn get(&self) -> usize {
        self.0.len()
    }
}

impl Drop for Noisy {
    fn drop(&mut self) {
        println!("drop {}", self.0);
        DROPS.lock().unwrap().push(self.0);
    }
}

fn tail() -> usize {
    let _local = Noisy("local");
    Noisy("temporary").get()
}

fn main() {
    let n = tail();
    println!("returned {n}");
    let drops = DROPS.lock().unwrap().clone();
    assert_eq!(drops, ["temporary", "local"], "the tail expression's temporary is dropped before the local");
}
