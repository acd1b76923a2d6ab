//@ rfc: 3513
//@ variant-of: 3513-gen-blocks.md#block-1
//@ claim: "This example uses `iter::from_fn`"
//@ note: "the block's third version, verbatim, with a `main`: it works on stable in both editions and prints what the `gen` version prints"
//@ run-pass
// This example uses `iter::from_fn`.
fn rl_encode<I: IntoIterator<Item = u8>>(
    xs: I,
) -> impl Iterator<Item = u8> {
    let (mut cur, mut n, mut yield_x) = (None, 0, None);
    let (mut into_xs, mut xs) = (Some(xs), None);
    core::iter::from_fn(move || loop {
        let xs = xs.get_or_insert_with(|| unsafe {
            into_xs.take().unwrap_unchecked().into_iter()
        });
        if let Some(x) = yield_x.take() {
            return Some(x);
        }
        match (xs.next(), cur) {
            (Some(x), Some(cx)) if x == cx && n < u8::MAX => n += 1,
            (Some(x), Some(cx)) => {
                let n_ = n;
                (cur, n) = (Some(x), 0);
                yield_x = Some(cx);
                return Some(n_);
            }
            (Some(x), None) => (cur, n) = (Some(x), 0),
            (None, Some(cx)) => {
                cur = None;
                yield_x = Some(cx);
                return Some(n);
            }
            (None, None) => return None,
        }
    })
}

fn main() {
    let input = [1u8, 1, 1, 2, 2, 3, 7, 7];
    let encoded: Vec<u8> = rl_encode(input).collect();
    println!("{:?}", encoded);
    assert_eq!(encoded, [2, 1, 1, 2, 0, 3, 1, 7]);
    let empty: Vec<u8> = rl_encode(Vec::new()).collect();
    println!("{:?}", empty);
}
