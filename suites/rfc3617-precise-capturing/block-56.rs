//@ rfc: 3617
//@ source: 3617-precise-capturing.md#block-56 sha256:46006969f64610f0d9a32a746d4eac58b7061d9a0858a3371d24b3b467bd1d89
//@ section: Specifying captured values for closure-like blocks
//@ claim: "...but this does not: ERROR may outlive borrowed value `x`"
//@ stale-since: 1.63 "`may outlive borrowed value `x`` is a span label of E0373, not its message (`closure may outlive the current function, but it borrows `x`, ...`), and from 1.85 (not on 1.63; not bisected) the compilers also report E0310 (`the parameter type `T` may not live long enough`), which the RFC does not mention; own annotations E0373 and E0310"
fn foo<T: Copy>(x: T) -> impl FnOnce() -> T {
    || x
//~^ ERROR may outlive borrowed value `x`
//~^^ ERROR E0373
//~| ERROR E0310
}
