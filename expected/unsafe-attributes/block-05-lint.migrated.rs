//@ rfc: 3325
//@ variant-of: 3325-unsafe-attributes.md#block-5
//@ claim: "For backwards compatibility reasons, using these attributes outside of `unsafe(...)` is just a lint, not a hard error. The lint is called `unsafe_attr_outside_unsafe`. Initially, this lint will be allow-by-default"
//@ note: "the block in 2021 with the lint enabled: the enclosing `unsafe { }` block does not count"
//@ edition: 2021
//@ compile-flags: -W unsafe_attr_outside_unsafe
//@ check-pass
//@[e2021] holds-since: 1.85 "observed failing on lane 1.63 (the matrix): `check-pass` claimed, but the compiler rejected it"
fn outer() {
  unsafe {
    #[unsafe(no_mangle)]
    //~^ WARN unsafe_attr_outside_unsafe
    fn write() {}
  }
}
