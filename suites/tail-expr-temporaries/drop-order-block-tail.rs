//@ run-pass
//@ claim: "Before 2024, temporaries from tail expressions of a block would be extended outside the block to the next temporary scope boundary ... In 2024, the temporaries of the tail expression may now be dropped immediately at the end of the block (before any local variables in the block)"
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

fn main() {
    let _outer = Noisy("outer local");
    let n = {
        let _inner = Noisy("block local");
        Noisy("block tail temporary").get()
    } + Noisy("statement temporary").get();
    println!("after statement: {n}");
}
