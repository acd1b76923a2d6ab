//@ variant-of: rpit-lifetime-capture.md#block-1
//@ min-rust: 1.82
//@ claim: "These `use<..>` bounds look like this ... The hidden type is `(&'a (), T)`. This type can use `'a` and `T` because they were captured"
//@ note: "block 1 with its underline comment under `(x, y)` (two slashes directly followed by tildes, which reads as an annotation) given a space after the slashes: the only change"
fn capture<'a, T>(x: &'a (), y: T) -> impl Sized + use<'a, T> {
    //                                ~~~~~~~~~~~~~~~~~~~~~~~
    //                             This is the RPIT opaque type.
    //
    //                                It captures `'a` and `T`.
    (x, y)
  // ~~~~~~
  // The hidden type is: `(&'a (), T)`.
  //
  // This type can use `'a` and `T` because they were captured.
}
