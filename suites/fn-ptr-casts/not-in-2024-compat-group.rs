//@ compile-flags: -D rust_2024_compatibility
//@ claim: "fn-to-integer casts are not an edition-migration concern: the rust_2024_compatibility group does not contain function_casts_as_integer"
//@ note: "with the group denied the cast still compiles in both editions: only the lint's own default level (warn, 1.93 and later) applies"
//@[e2021] holds-since: 1.85 "observed failing on lane 1.63 (the matrix): `check-pass` claimed, but the compiler rejected it"
fn foo() {}

pub fn direct() -> usize {
    foo as usize
}
