//@ run-pass
//@ claim: "The 2024 Edition shortens the lifetime of the temporaries to the point where the then-block is completely evaluated or the program control enters the `else` block"
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
    let a = if let Some(v) = Noisy("scrutinee (then taken)", Some(1)).get() {
        println!("then block, v = {v}");
        v
    } else {
        0
    } + {
        println!("rest of the statement");
        0
    };
    println!("statement done: {a}");

    if let Some(_) = Noisy("scrutinee (else taken)", None).get() {
        println!("then block");
    } else {
        println!("else block");
    }
    println!("if let done");

    if let Some(_) = Noisy("first scrutinee", None).get() {
        println!("first then");
    } else if let Some(_) = Noisy("second scrutinee", None).get() {
        println!("second then");
    } else {
        println!("final else");
    }
    println!("else-if chain done");
}
