//@ rfc: 3498
//@ source: 3498-lifetime-capture-rules-2024.md#block-31 sha256:eee1b245fda15329df6513e41ad227c61cf783d27e01d74e5fac23caa4e7e40d
//@ section: Caller proof for opaque with a specified bound
//@ claim: "Since `'long` is substituted for `'o`, and since `'long: 'short`, the caller is able to prove this. Note that the caller does *not* need to prove that `T: 'short` or that `U: 'short`."
//@ check-pass
//@ note: "Does not hold on the 1.63 lane, which still requires `T: 'short` and `U: 'short` (E0309 twice): the opaque's `+ 'o` bound is not used by the caller there. Holds from 1.66 on (bisected, see holds-since); most likely rust-lang/rust#95474 (1.66)."
//@[e2021] holds-since: 1.66 "1.63 still requires T: 'short and U: 'short (E0309 twice), 1.85 uses the opaque's + 'o bound; most likely rust-lang/rust#95474 (1.66, see the note); bisected with edrift bisect over rustup toolchains 1.64.0..1.85.0 (6 probes): the claim fails on 1.65.0 and holds from 1.66.0 on"
// For an opaque type that *does* specify an outlives bound...
fn callee<'o, T, U>(_: T, _: U) -> impl Send + 'o {}

fn caller<'short, 'long: 'short, T, U>(x: T, y: U) {
    fn outlives<'o, T: 'o>(_: T) {}
    // ...when a caller receives a value of that opaque type...
    let z = callee::<'long, _, _>(x, y);
    // ...and wants to prove that it outlives some lifetime
    // (`'short`), it's enough to prove that the lifetime substituted
    // (`'long`) for the specified lifetime parameter (`'o` in
    // `callee`) in the bounds of the opaque type outlives that other
    // lifetime (`'short`).
    //
    // The caller proves this because `'long: 'short`.
    outlives::<'short>(z);
}
