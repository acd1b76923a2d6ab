//@ source: rpit-lifetime-capture.md#block-9 sha256:9abe3c7a1a120765b30ad07a10f055da0dd65b842113f628f0881821a9128109
//@ section: Migrating while avoiding overcapturing
//@ claim: "For example, this will change: (an RPIT that does not use its lifetime)"
//@ note: "compiles in both editions; block-09-lint.rs checks the migration lint and block-09-use-site.rs the capture difference"
fn f<'a>(x: &'a ()) -> impl Sized + use<> { *x }
