//@ rfc: 3617
//@ source: 3617-precise-capturing.md#block-56 sha256:46006969f64610f0d9a32a746d4eac58b7061d9a0858a3371d24b3b467bd1d89
//@ section: Specifying captured values for closure-like blocks
//@ claim: "...but this does not: ERROR may outlive borrowed value `x`"
//@ stale-since: 1.78 "from 1.78 the compiler also reports E0310 (`the parameter type `T` may not live long enough`), which the RFC does not list; bisected with edrift bisect over rustup toolchains 1.64.0..1.85.0 (7 probes): E0373 alone on 1.77.0, E0373 and E0310 from 1.78.0"
//@ note: "`may outlive borrowed value `x`` is the primary span label of E0373 (its message: `closure may outlive the current function, but it borrows `x`, ...`), which the RFC's annotation matches; newer compilers also report E0310 (`the parameter type `T` may not live long enough`), an error the RFC does not list"
fn foo<T: Copy>(x: T) -> impl FnOnce() -> T {
    || x
//~^ ERROR may outlive borrowed value `x`
}
