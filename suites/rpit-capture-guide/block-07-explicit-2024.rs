//@ variant-of: rpit-lifetime-capture.md#block-7
//@ min-rust: 1.82
//@ claim: "However, note that the capturing of higher-ranked lifetimes in nested opaque types is not yet supported"
//@ note: "the block's commented-out `f_2024`, uncommented: rejected in both editions (E0657)"
trait Tr<'a> { type Ty; }
impl Tr<'_> for () { type Ty = (); }

fn f_2024() -> impl for<'a> Tr<'a, Ty = impl Copy + use<'a>> {}
//~^ ERROR E0657
