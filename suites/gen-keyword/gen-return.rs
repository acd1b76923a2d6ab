//@ rfc: 3513
//@ claim: "because `return` within `gen` blocks accepts an argument of type `()` and `yield` within `gen` blocks returns the `()` type, it is possible to yield one last element concisely with `return yield EXPR`"
//@ needs-nightly
//@ edition: 2024
//@ run-pass
#![feature(gen_blocks)]

fn upto(limit: u8) -> impl Iterator<Item = u8> {
    gen move {
        let mut i = 0;
        loop {
            if i == limit {
                return yield 100;
            }
            yield i;
            i += 1;
        }
    }
}

fn main() {
    println!("{:?}", upto(3).collect::<Vec<_>>());
}
