//@ rfc: 3498
//@ source: 3498-lifetime-capture-rules-2024.md#block-30 sha256:4f20bfc1fadf375098c29898b2dfd761795f8ba447e8e6f2921a10e13831363e
//@ section: Caller proof for opaque without a specified bound
//@ claim: "The caller is able to prove this since `T: 'short, U: 'short`"
//@ check-pass
// For an opaque type that *does not* specify an outlives bound...
fn callee<T, U>(_: T, _: U) -> impl Send {}

fn caller<'short, T: 'short, U: 'short>(x: T, y: U) {
    fn outlives<'o, T: 'o>(_: T) {}
    // ...when a caller receives a value of that opaque type...
    let z = callee(x, y);
    // ...and wants to prove that it outlives some lifetime
    // (`'short`), the caller must prove that all of the captured
    // lifetime components of the opaque type (the lifetimes within
    // `T` and `U`) outlive that lifetime (`'short`).
    //
    // The caller proves this because `T: 'short, U: 'short`.
    outlives::<'short>(z);
}
