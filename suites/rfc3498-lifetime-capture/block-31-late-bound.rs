//@ rfc: 3498
//@ variant-of: 3498-lifetime-capture-rules-2024.md#block-31
//@ section: Caller proof for opaque with a specified bound
//@ claim: block 31 relies on `'o` being nameable with a turbofish (`callee::<'long, _, _>`); that works because `+ 'o` mentions `'o`. Without the bound, `'o` appears nowhere in the Rust 2021 signature and is late-bound (E0794), while Rust 2024 captures it implicitly, so it is early-bound and the turbofish is accepted
//@ note: "Observed on 1.95 and nightly; not a claim of the RFC text but a consequence of its capture rule for early/late-bound lifetimes."
fn callee<'o, T: 'static, U: 'static>(_: T, _: U) -> impl Send {}

fn caller<'short, 'long: 'short>() {
    fn outlives<'o, T: 'o>(_: T) {}
    let z = callee::<'long, _, _>((), ());
    //[e2021]~^ ERROR cannot specify lifetime arguments explicitly
    outlives::<'short>(z);
}
