//@ rfc: 3513
//@ variant-of: 3513-gen-blocks.md#block-2
//@ claim: "a `gen` block that produces the infinite sequence `0, 1, 0, 1, 0, 1, ..` will never return `None` from `next` and will only drop its captured state when the iterator is dropped"
//@ note: "the block's `gen` expression, verbatim, inside a function, on nightly with the feature gate. The program asserts the claim: `next` gives `0, 1, 0, 1, ..` and never `None` (for 1000 calls), and a captured value's `Drop` runs only when the iterator is dropped"
//@ needs-nightly
//@ edition: 2024
//@ run-pass
#![feature(gen_blocks)]

use std::sync::atomic::{AtomicBool, Ordering};

static DROPPED: AtomicBool = AtomicBool::new(false);

struct Noisy;

impl Drop for Noisy {
    fn drop(&mut self) {
        println!("captured state dropped");
        DROPPED.store(true, Ordering::SeqCst);
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
    assert_eq!(first, [0, 1, 0, 1, 0, 1, 0]);
    let mut forever = zero_one();
    for i in 0..1000 {
        assert_eq!(forever.next(), Some(i % 2), "the gen block never returns None");
    }
    let noisy = Noisy;
    let mut it = gen move {
        let _keep = noisy;
        loop {
            yield 0;
            yield 1;
        }
    };
    let three = (it.next(), it.next(), it.next());
    println!("{:?} {:?} {:?}", three.0, three.1, three.2);
    assert_eq!(three, (Some(0), Some(1), Some(0)));
    assert!(!DROPPED.load(Ordering::SeqCst), "the captured state lives while the iterator does");
    println!("dropping the iterator");
    drop(it);
    assert!(DROPPED.load(Ordering::SeqCst), "the captured state is dropped with the iterator");
    println!("done");
}
