//@ rfc: 3498
//@ source: 3498-lifetime-capture-rules-2024.md#block-27 sha256:91b29177c1682201327ea1100b43f8ee098e2fd497da3a314cc6e82283482551
//@ section: Appendix G: Future possibility: Inferred precise capturing
//@ claim: "error[E0597]: `x` does not live long enough" (test_return), "error[E0503]: cannot use `x` because it was mutably borrowed" (test_drop_captured), "OK." (test_outlives)
//@ stale-since: 1.63 "the block as a whole never gives what its comments say: `test_return` is E0515 on 1.63 and 1.65 and E0597 from 1.66 on, and E0503 for `test_drop_captured` never comes with it: checked on the 1.63 lane, rustup 1.65.0, 1.66.0, 1.69.0, 1.74.0, 1.76.0 (by hand) and every lane from 1.85 on; from 1.75 `test_drop_captured` is accepted (rust-lang/rust#116733, Consider alias bounds when computing liveness in NLL, the PR the RFC cites as future work)"
//@ note: "The comments presumably reflect 2023 compilers before #116733 (not checked: no lane between 1.63 and 1.85). On the 1.63 lane the claim does not hold either: `test_return` is reported as E0515 and compilation stops there, so no E0503 is shown (1.63 does report E0503 for `test_drop_captured` compiled alone)."
//@ note: "no holds-since: the claim held on no toolchain checked (see stale-since)"
fn capture<'o, T>(_: T) -> impl Send + 'o {}

// error[E0597]: `x` does not live long enough.
fn test_return<'o>(x: ()) -> impl Send + 'o {
    capture(&x)
    //~^ ERROR E0597
}

// error[E0503]: cannot use `x` because it was mutably borrowed.
fn test_drop_captured(mut x: ()) {
    let _c = capture(&mut x);
    drop(x);
    //~^ ERROR E0503
}

// OK.
fn test_outlives<'o>(x: ()) {
    fn outlives<'o, T: 'o>(_: T) {}
    outlives::<'o>(capture(&x));
}
