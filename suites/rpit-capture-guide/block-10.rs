//@ source: rpit-lifetime-capture.md#block-10 sha256:bc2515b23ef77252257681d8fae743982f730ad917fdec1f395b8755ae488448
//@ section: Migrating while avoiding overcapturing
//@ min-rust: 1.82
//@ claim: "...into: (the same fn with `use<>`). By adding this bound, the migration lint preserves the existing semantics"
fn f<'a>(x: &'a ()) -> impl Sized + use<> { *x }
