//@ claim: "Before 2024, temporaries from tail expressions of a block would be extended outside the block to the next temporary scope boundary ... In 2024, the temporaries of the tail expression may now be dropped immediately at the end of the block (before any local variables in the block)"
//@[e2021] run-fail
//@[e2024] run-pass
//@ note: "the program records its drops and asserts the 2024 order (the block's tail temporary first, then the block's local, then the statement's temporary); under 2021 the tail temporary outlives the block to the end of the statement, so the assertion fails"
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
    let _outer = Noisy("outer local");
    let n = {
        let _inner = Noisy("block local");
        Noisy("block tail temporary").get()
    } + Noisy("statement temporary").get();
    println!("after statement: {n}");
    let drops = DROPS.lock().unwrap().clone();
    assert_eq!(
        drops,
        ["block tail temporary", "block local", "statement temporary"],
        "the block's tail temporary is dropped at the end of the block, before its local"
    );
}
