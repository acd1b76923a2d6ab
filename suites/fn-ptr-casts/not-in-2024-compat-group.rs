//@ compile-flags: -D rust_2024_compatibility
//@ claim: "fn-to-integer casts are not an edition-migration concern: the rust_2024_compatibility group does not contain function_casts_as_integer"
//@ note: "with the group denied the cast still compiles in both editions: only the lint's own default level (warn, 1.93 and later) applies"
//@[e2021] holds-since: 1.74 "1.63 makes -D rust_2024_compatibility an error (E0602, unknown group); an unknown lint given on the command line became a warning under unknown_lints instead of error E0602 with rust-lang/rust#115387 (MCP compiler-team#667, r+ 2023-09-11, nightly 1.74), so check-pass holds whether the group exists yet or not; holds on 1.85"
fn foo() {}

pub fn direct() -> usize {
    foo as usize
}
