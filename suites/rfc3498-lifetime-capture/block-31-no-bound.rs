//@ rfc: 3498
//@ variant-of: 3498-lifetime-capture-rules-2024.md#block-31
//@ section: Caller proof for opaque with a specified bound
//@ claim: without a specified bound "the caller must prove that all of the captured lifetime components of the opaque type outlive that lifetime": dropping `+ 'o` from block 31's callee makes the caller need `T: 'short` and `U: 'short`, in every edition
//@ note: "One E0309 per type parameter. `'long` is passed as an argument: without `+ 'o`, block 31's turbofish `callee::<'long, _, _>` is E0794 in 2021 (see block-31-late-bound)."
fn callee<'o, T, U>(_: &'o (), _: T, _: U) -> impl Send {}

fn caller<'short, 'long: 'short, T, U>(l: &'long (), x: T, y: U) {
    fn outlives<'o, T: 'o>(_: T) {}
    let z = callee(l, x, y);
    outlives::<'short>(z);
    //~^ ERROR E0309
    //~| ERROR E0309
}
