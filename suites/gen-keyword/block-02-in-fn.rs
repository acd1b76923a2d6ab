//@ rfc: 3513
//@ variant-of: 3513-gen-blocks.md#block-2
//@ claim: "a `gen` block that produces the infinite sequence `0, 1, 0, 1, 0, 1, ..` will never return `None` from `next` and will only drop its captured state when the iterator is dropped"
//@ note: "the block's `gen` expression, verbatim, inside a function, on nightly with the feature gate; a captured value with a noisy `Drop` shows when the captured state is dropped"
//@ needs-nightly
//@ edition: 2024
//@ run-pass
#![feature(gen_blocks)]

struct Noisy;

impl Drop for Noisy {
    fn drop(&mut self) {
        println!("captured state dropped");
    }
}

fn zero_one() -> impl Iterator<Item = i32> {
gen {
    loop {
        yield 0;
        yield 1;
    }
}
}

fn main() {
    let first: Vec<i32> = zero_one().take(7).collect();
    println!("{:?}", first);
    let noisy = Noisy;
    let mut it = gen move {
        let _keep = noisy;
        loop {
            yield 0;
            yield 1;
        }
    };
    println!("{:?} {:?} {:?}", it.next(), it.next(), it.next());
    println!("dropping the iterator");
    drop(it);
    println!("done");
}
