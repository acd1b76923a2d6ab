//@ rfc: 3498
//@ source: 3498-lifetime-capture-rules-2024.md#block-17 sha256:1ab4571c14e3fa0991328eabe6e8c962d058ca37b567044c98a2c32dae44e416
//@ section: Capturing lifetimes from `for<..>` binders
//@ claim: "Once higher ranked lifetime bounds on nested opaque types are supported in Rust (see #104288), the following code will become legal" -- the precondition is not met yet
//@ note: "Conditional claim. rust-lang/rust#104288 is not implemented on any lane, so the block is rejected. Rust 2024 rejects it with E0657 (`impl Trait` cannot capture higher-ranked lifetime from outer `impl Trait`), whose label says the nested `impl Sized` implicitly captures `'a`: the capture the RFC describes happens, but is refused. Rust 2021 does not capture `'a` and reports E0700 at the returned `f`. The 1.63 lane ICEs on this block in 2021 (borrowck assertion `scc_universes[scc] == ROOT`)."
//@ note: "on the 1.63 lane the 2021 cell is an ICE (outcome ice), not the claimed E0700: the holds-since below marks that old-lane failure"
//@[e2021] holds-since: 1.73 "rustc 1.63 crashes on this block (an internal compiler error, a borrowck assertion: outcome ice), 1.85 gives the claimed E0700; bisected with edrift bisect over rustup toolchains 1.64.0..1.85.0 (7 probes): the claim fails on 1.72.0 and holds from 1.73.0 on"
trait Trait<'a> {
    type Assoc;
}

impl<'a, F: Fn(&'a ()) -> &'a ()> Trait<'a> for F {
    type Assoc = &'a ();
}

fn foo() -> impl for<'a> Trait<'a, Assoc = impl Sized> {
//[e2024]~^ ERROR E0657
    //                                     ^^^^^^^^^^
    //                      Captures `'a`. ^
    fn f(x: &()) -> &() { x }
    f
    //[e2021]~^ ERROR E0700
}
