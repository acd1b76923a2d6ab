//@ compile-flags: -D rust_2024_compatibility
//@ claim: "fn-to-integer casts are not an edition-migration concern: the rust_2024_compatibility group does not contain function_casts_as_integer"
//@ note: "with the group denied the cast still compiles in both editions: only the lint's own default level (warn, 1.93 and later) applies"
fn foo() {}

pub fn direct() -> usize {
    foo as usize
}
