//@ source: missing-macro-fragment-specifiers.md#block-1 sha256:d3370105e9f0b8789a6ccd45de04534fdf13045a7a21e5258adbd946e4af12de
//@ section: Details
//@ claim: "The `missing_fragment_specifier` lint is now a hard error"
//@ note: "an error in both editions on every lane: in 2021 before 1.89 it is the deny-by-default lint `missing_fragment_specifier` (same message), in 2024 and from 1.89 in every edition a hard error"
macro_rules! foo {
   () => {};
   ($name) => { }; // ERROR: missing fragment specifier
//~^ ERROR missing fragment specifier
}

fn main() {
   foo!();
}
