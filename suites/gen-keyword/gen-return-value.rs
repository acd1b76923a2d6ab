//@ rfc: 3513
//@ claim: "any `return` statements in the block must either be given no argument at all or given an argument of the unit or `!` type"
//@ needs-nightly
//@ edition: 2024
#![feature(gen_blocks)]

pub fn early(stop: bool) -> impl Iterator<Item = i32> {
    gen move {
        if stop {
            return 5;
            //~^ ERROR E0308
        }
        yield 1;
        return;
    }
}

pub fn diverges() -> impl Iterator<Item = i32> {
    gen {
        yield 1;
        return panic!("a `!` argument is fine");
    }
}
