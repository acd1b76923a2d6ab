//@ compile-flags: -D rust_2024_compatibility
//@ claim: "fn-to-integer casts are not an edition-migration concern: the rust_2024_compatibility group does not contain function_casts_as_integer"
//@ note: "with the group denied the cast still compiles in both editions: only the lint's own default level (warn, 1.93 and later) applies"
//@[e2021] holds-since: 1.85 "fails on 1.63: E0602 unknown lint group rust_2024_compatibility; holds on 1.85; the group exists at least since 1.80 (boxed_slice_into_iter joined it, RELEASES.md 1.80.0, rust-lang/rust#124097); first release with the group not yet bisected"
fn foo() {}

pub fn direct() -> usize {
    foo as usize
}
