//@ compile-flags: -W rust_2024_guarded_string_incompatible_syntax
//@ claim: "The rust_2024_guarded_string_incompatible_syntax lint will identify any tokens that match the reserved syntax, and will suggest a modification to insert spaces"
//@[e2024] check-fail
//@[e2021] holds-since: 1.83 "fails on 1.63: E0602 unknown lint; rust_2024_guarded_string_incompatible_syntax came with the reservation of guarded strings (RFC 3593, rust-lang/rust#123951); the first release where it fires here, bisected with edrift bisect over rustup 1.80.0..1.84.0: fails on 1.82.0, holds on 1.83.0; holds on 1.85"
macro_rules! demo {
    ( $a:tt ) => {};
    ( $a:tt $b:tt $c:tt ) => {};
}

demo!(#"foo"#);
//[e2021]~^ WARN rust_2024_guarded_string_incompatible_syntax
//[e2021]~| HELP insert whitespace here
//[e2024]~| ERROR invalid string literal
demo!(###);
//[e2021]~^ WARN rust_2024_guarded_string_incompatible_syntax
//[e2024]~| ERROR reserved multi-hash token is forbidden
//[e2024]~| ERROR unexpected end of macro invocation
