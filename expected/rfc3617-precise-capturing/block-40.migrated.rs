//@ rfc: 3617
//@ source: 3617-precise-capturing.md#block-40 sha256:e28c80b67e7abc004ab56fe5d90071115bd6002b51c1f94b3fec948565dd46f0
//@ section: Migration strategy for Lifetime Capture Rules 2024
//@ claim: "we will convert, e.g., this" (Rust 2021 code the migration lint rewrites)
//@ check-pass
//@ note: "the block narrows itself to 2021; block-40-lint.rs checks the lint, block-40-e2024.rs a caller in both editions"
//@ edition: 2021
fn foo<'t, T>(_: &'t (), x: T) -> impl Sized + use<T> { x }
