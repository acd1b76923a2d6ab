//@ rfc: 3325
//@ source: 3325-unsafe-attributes.md#block-5 sha256:ff5ec6e1eb0981cb165145bc47512976402f494f15d9c8a9f578b059fdd74e0a
//@ section: Reference-level explanation
//@ claim: "The `unsafe(...)` attribute block is required even for functions declared inside an `unsafe` block. That is, the following is an error"
//@ note: "an error in 2024 (the hard error); in 2021 `unsafe_attr_outside_unsafe` is allow-by-default, so it compiles, and the lint flags it when enabled (block-05-lint.rs)"
//@[e2021] check-pass
fn outer() {
  unsafe {
    #[unsafe(no_mangle)]
    //[e2024]~^ ERROR unsafe attribute used without unsafe
    fn write() {}
  }
}
