//@ rfc: 3513
//@ variant-of: 3513-gen-blocks.md#block-1
//@ claim: "With `gen` blocks, we can now write a simple `for` loop and still get a lazy iterator of values"
//@ note: "the block's first version (the `gen` block), verbatim, with the feature gate and a `main` that encodes a sample; the three versions print the same"
//@ needs-nightly
//@ edition: 2024
//@ run-pass
#![feature(gen_blocks)]

// This example uses `gen` blocks, introduced in this RFC.
fn rl_encode<I: IntoIterator<Item = u8>>(
    xs: I,
) -> impl Iterator<Item = u8> {
    gen {
        let mut xs = xs.into_iter();
        let (Some(mut cur), mut n) = (xs.next(), 0) else { return };
        for x in xs {
            if x == cur && n < u8::MAX {
                n += 1;
            } else {
                yield n; yield cur;
                (cur, n) = (x, 0);
            }
        }
        yield n; yield cur;
    }.into_iter()
}

fn main() {
    let input = [1u8, 1, 1, 2, 2, 3, 7, 7];
    let encoded: Vec<u8> = rl_encode(input).collect();
    println!("{:?}", encoded);
    assert_eq!(encoded, [2, 1, 1, 2, 0, 3, 1, 7]);
    let empty: Vec<u8> = rl_encode(Vec::new()).collect();
    println!("{:?}", empty);
}
