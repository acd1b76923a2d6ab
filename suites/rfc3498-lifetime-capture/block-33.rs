//@ rfc: 3498
//@ source: 3498-lifetime-capture-rules-2024.md#block-33 sha256:79e2587e379a030ca2fd638d310f7a9ed63b2936823843ba5a9f4b261b813464
//@ section: Rough equivalence between opaques with and without a specified bound
//@ claim: Example H.1 compiles: the caller proves each captured component outlives `'short`
//@ check-pass
fn callee<T, U>(x: T, y: U) -> impl Sized { (x, y) }
fn caller<'short, T: 'short, U: 'short>(x: T, y: U) {
    fn outlives<'o, T: 'o>(_: T) {}
    outlives::<'short>(callee(x, y));
}
