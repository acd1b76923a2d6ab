//@ claim: "You can either allow the `static_mut_refs` lint (preferably as narrowly as you can), or convert raw pointers to a reference"
//@ note: "a narrow `#[allow(static_mut_refs)]` lets the reference compile in 2024"
//@ run-pass
static mut COUNT: u32 = 0;

#[allow(static_mut_refs)]
fn bump() -> u32 {
    unsafe {
        let c = &mut COUNT;
        *c += 1;
        *c
    }
}

fn main() {
    println!("{}", bump());
}
