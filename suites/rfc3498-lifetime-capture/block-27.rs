//@ rfc: 3498
//@ source: 3498-lifetime-capture-rules-2024.md#block-27 sha256:91b29177c1682201327ea1100b43f8ee098e2fd497da3a314cc6e82283482551
//@ section: Appendix G: Future possibility: Inferred precise capturing
//@ claim: "error[E0597]: `x` does not live long enough" (test_return), "error[E0503]: cannot use `x` because it was mutably borrowed" (test_drop_captured), "OK." (test_outlives)
//@ stale-since: 1.75 "rust-lang/rust#116733 (Consider alias bounds when computing liveness in NLL, merged 2023-10, the PR the RFC cites as future work) made liveness use the `+ 'o` bound of the opaque, so `test_drop_captured` is accepted: E0503 is no longer emitted; E0597 of `test_return` remains"
//@ note: "The comments presumably reflect 2023 compilers before #116733 (not checked: no lane between 1.63 and 1.85). On the 1.63 lane the claim does not hold either: `test_return` is reported as E0515 and compilation stops there, so no E0503 is shown (1.63 does report E0503 for `test_drop_captured` compiled alone)."
//@[e2021] holds-since: 1.85 "on 1.63 test_return is E0515 (not E0597) and compilation stops before E0503; 1.85 reports E0597; the release of that change is not yet bisected"
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
