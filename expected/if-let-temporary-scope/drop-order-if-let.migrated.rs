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
    let a = match Noisy("scrutinee (then taken)", Some(1)).get() { Some(v) => {
        println!("then block, v = {v}");
        v
    } _ => {
        0
    }} + {
        println!("rest of the statement");
        0
    };
    println!("statement done: {a}");

    match Noisy("scrutinee (else taken)", None).get() { Some(_) => {
        println!("then block");
    } _ => {
        println!("else block");
    }}
    println!("if let done");

    match Noisy("first scrutinee", None).get() { Some(_) => {
        println!("first then");
    } _ => { match Noisy("second scrutinee", None).get() { Some(_) => {
        println!("second then");
    } _ => {
        println!("final else");
    }}}}
    println!("else-if chain done");
}
