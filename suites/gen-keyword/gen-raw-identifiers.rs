//@ rfc: 3513
//@ claim: "all variables, functions, modules, types, etc. named `gen` must be renamed or be referred to via `r#gen`"
//@ note: "`r#gen` works in every position in both editions, and on every lane: raw identifiers exist since Rust 1.30 and accept any non-reserved-path identifier, keyword or not"
//@ run-pass
mod r#gen {
    pub fn f() -> u8 {
        1
    }
}

struct Fields {
    r#gen: u8,
}

struct Rng;

impl Rng {
    fn r#gen(&self) -> u8 {
        4
    }
}

fn main() {
    let r#gen = r#gen::f();
    let f = Fields { r#gen: 2 };
    let Fields { r#gen: g } = f;
    println!("{} {} {}", r#gen, g, Rng.r#gen());
}
