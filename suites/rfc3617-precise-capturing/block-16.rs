//@ rfc: 3617
//@ source: 3617-precise-capturing.md#block-16 sha256:646046a2d2636367fcf3c2e8ed45693a445a826a25a7e17fed52ab54e89df99e
//@ section: Reference desugaring for `use<..>` in RPITIT
//@ min-rust: 1.65
//@ claim: "we can desugar this as follows, without the use of a `use<..>` specifier" (a generic associated type per RPITIT)
//@ check-pass
//@ note: "min-rust 1.65: generic associated types are unstable before 1.65, unrelated to the claim"
trait Trait<'r, R, const CR: u8> {
    type _0<'t, T, const CT: u8>: Sized;
    fn f<'t, T, const CT: u8>(
    ) -> <Self as Trait<'r, R, CR>>::_0<'t, T, CT>;
    //    ^^^^          ^^^^^^^^^       ^^^^^^^^^
    // These are the arguments given to the `use<..>` specifier.
}
