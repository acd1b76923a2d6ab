//@ rfc: 3498
//@ source: 3498-lifetime-capture-rules-2024.md#block-34 sha256:ea76cdd0e28109c66ac98c188bebe49bc53a659f7bb2bf51a5e44c6768052614
//@ section: Rough equivalence between opaques with and without a specified bound
//@ claim: Example H.2 compiles: the caller only needs `'long: 'short`
//@ check-pass
fn callee<'o, T: 'o, U: 'o>(x: T, y: U) -> impl Sized + 'o { (x, y) }
fn caller<'short, 'long: 'short, T: 'long, U: 'long>(x: T, y: U) {
    fn outlives<'o, T: 'o>(_: T) {}
    outlives::<'short>(callee::<'long, _, _>(x, y));
}
