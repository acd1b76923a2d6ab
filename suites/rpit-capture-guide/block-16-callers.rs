//@ variant-of: rpit-lifetime-capture.md#block-16
//@ claim: "we're required to add a `T: 'a` bound in order to make the trick work. This created undue and surprising restrictions on callers"
//@ note: "a generic caller must itself prove `U: 'a` (E0309), in every edition; the `use<..>` form of block 17 has no such requirement (block-17-callers.rs)"
fn f<'a, T: 'a>(x: &'a (), y: T) -> impl Sized + 'a {
    (x, y)
}

fn caller<'a, U>(x: &'a (), u: U) -> impl Sized + 'a {
    f(x, u)
    //~^ ERROR E0309
}
