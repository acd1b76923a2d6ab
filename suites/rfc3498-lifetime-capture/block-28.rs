//@ rfc: 3498
//@ source: 3498-lifetime-capture-rules-2024.md#block-28 sha256:c7100a6d805bc9dbeba26ddd0b8a7d2e74c9aeeb6750640c0af98d96095399e1
//@ section: Appendix G: Future possibility: Inferred precise capturing
//@ min-rust: 1.65
//@ claim: "error[E0597]: `x` does not live long enough" (test_return), "error[E0505]: cannot move out of `x` because it is borrowed" (test_drop_captured), "OK." (test_outlives)
//@ stale-since: 1.75 "rust-lang/rust#116733 (alias bounds in NLL liveness, merged 2023-10) applies to the GAT projection too: the `Send + 'o` item bound lets liveness ignore the borrow in `T`, so `test_drop_captured` is accepted and E0505 is no longer emitted; E0597 of `test_return` remains"
trait PhantomCapture {
    type FakeOpaque<'o, T>: Send + 'o;
    fn capture<'o, T>(_: T) -> Self::FakeOpaque<'o, T>;
}

// error[E0597]: `x` does not live long enough
fn test_return<'o, T: PhantomCapture + 'o>(x: T) -> impl Send + 'o {
    <T as PhantomCapture>::capture(&x)
    //~^ ERROR E0597
}

// error[E0505]: cannot move out of `x` because it is borrowed
fn test_drop_captured<T: PhantomCapture>(mut x: T) {
    let _c = <T as PhantomCapture>::capture(&mut x);
    drop(x);
    //~^ ERROR E0505
}

// OK.
fn test_outlives<'o, T: PhantomCapture>(x: T) {
    fn outlives<'o, T: 'o>(_t: T) {}
    outlives::<'o>(<T as PhantomCapture>::capture(&x))
}
