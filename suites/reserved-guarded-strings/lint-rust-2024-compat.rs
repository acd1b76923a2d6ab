//@ compile-flags: -W rust_2024_compatibility
//@ claim: "The lint is part of the `rust-2024-compatibility` lint group which is included in the automatic edition migration"
//@ edition: 2021
//@[e2021] holds-since: 1.83 "fails on 1.63: E0602 unknown lint group rust_2024_compatibility; rust_2024_guarded_string_incompatible_syntax came with RFC 3593 (rust-lang/rust#123951); the first release where it fires here, bisected with edrift bisect over rustup 1.80.0..1.84.0: fails on 1.82.0, holds on 1.83.0; holds on 1.85"
macro_rules! demo {
    ( $a:tt ) => {};
    ( $a:tt $b:tt $c:tt ) => {};
}

demo!(#"foo"#);
//~^ WARN rust_2024_guarded_string_incompatible_syntax
