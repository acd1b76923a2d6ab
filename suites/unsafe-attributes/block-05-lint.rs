//@ rfc: 3325
//@ variant-of: 3325-unsafe-attributes.md#block-5
//@ claim: "For backwards compatibility reasons, using these attributes outside of `unsafe(...)` is just a lint, not a hard error. The lint is called `unsafe_attr_outside_unsafe`. Initially, this lint will be allow-by-default"
//@ note: "the block in 2021 with the lint enabled: the enclosing `unsafe { }` block does not count"
//@ edition: 2021
//@ compile-flags: -W unsafe_attr_outside_unsafe
//@ check-pass
//@[e2021] holds-since: 1.82 "fails on 1.63: E0602 unknown lint unsafe_attr_outside_unsafe; unsafe attributes were stabilized in 1.82 (RELEASES.md 1.82.0 Language, rust-lang/rust#128771); the first release where it fires here, bisected with edrift bisect over rustup 1.80.0..1.84.0: fails on 1.81.0, holds on 1.82.0; holds on 1.85"
fn outer() {
  unsafe {
    #[no_mangle]
    //~^ WARN unsafe_attr_outside_unsafe
    fn write() {}
  }
}
