//@ claim: "The tail expression of a block (such as a function body, if/else body, match arm, block expression, etc.) ... Starting in Rust 2024, temporaries in tail expressions are dropped ... before dropping any local variables of the block"
//@[e2021] run-fail
//@[e2024] run-pass
//@ note: "the program records its drops and asserts the 2024 order in a closure body, a match arm and an if body (each tail temporary before its block's local); under 2021 each local is dropped first, so the assertion fails"
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

fn main() {
    let closure = || {
        let _l = Noisy("closure local");
        Noisy("closure tail").get()
    };
    println!("closure -> {}", closure());

    let v = match 1 {
        1 => {
            let _l = Noisy("arm local");
            Noisy("arm tail").get()
        }
        _ => 0,
    };
    println!("match -> {v}");

    let w = if v > 0 {
        let _l = Noisy("if local");
        Noisy("if tail").get()
    } else {
        0
    };
    println!("if -> {w}");
    let drops = DROPS.lock().unwrap().clone();
    assert_eq!(
        drops,
        ["closure tail", "closure local", "arm tail", "arm local", "if tail", "if local"],
        "each tail temporary is dropped before its block's local"
    );
}
