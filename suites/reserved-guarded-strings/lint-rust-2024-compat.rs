//@ compile-flags: -W rust_2024_compatibility
//@ claim: "The lint is part of the `rust-2024-compatibility` lint group which is included in the automatic edition migration"
//@ edition: 2021
macro_rules! demo {
    ( $a:tt ) => {};
    ( $a:tt $b:tt $c:tt ) => {};
}

demo!(#"foo"#);
//~^ WARN rust_2024_guarded_string_incompatible_syntax
