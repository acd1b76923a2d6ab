//@ rfc: 3617
//@ source: 3617-precise-capturing.md#block-42 sha256:5a59f9b6a6d4cfdfb2d0e55c26ce0ca431688d7e855ccd42c1f176e5158cb56c
//@ section: Migration strategy for Lifetime Capture Rules 2024
//@ claim: "some uses of APIT will need to be converted to named generic parameters. E.g., we will convert this" (Rust 2021 code)
//@ check-pass
//@ note: "block-42-lint.rs: the lint suggests the conversion"
//@ edition: 2021
fn foo<'t>(_: &'t (), x: impl Sized) -> impl Sized { x }
