//@ source: rpit-lifetime-capture.md#block-16 sha256:103e3d56c4fe421b853b122b50c7fddccc7d1fc72d6ed083510781dbde6de09b
//@ section: Migrating away from the outlives trick
//@ claim: "it was common to use the outlives trick when a lifetime needed to be used in the hidden type of some opaque"
//@ note: "compiles in both editions and on lanes before `use<..>` existed"
fn f<'a, T: 'a>(x: &'a (), y: T) -> impl Sized + 'a {
    //    ~~~~                                 ~~~~
    //    ^                     This is the outlives trick.
    //    |
    // This bound is needed only for the trick.
    (x, y)
//  ~~~~~~
// The hidden type is `(&'a (), T)`.
}
