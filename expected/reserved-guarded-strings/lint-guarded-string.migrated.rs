//@ compile-flags: -W rust_2024_guarded_string_incompatible_syntax
//@ claim: "The rust_2024_guarded_string_incompatible_syntax lint will identify any tokens that match the reserved syntax, and will suggest a modification to insert spaces"
//@[e2024] check-fail
//@[e2021] holds-since: 1.85 "observed failing on lane 1.63 (the matrix): `check-pass` claimed, but the compiler rejected it"
macro_rules! demo {
    ( $a:tt ) => {};
    ( $a:tt $b:tt $c:tt ) => {};
}

demo!(# "foo"#);
//[e2021]~^ WARN rust_2024_guarded_string_incompatible_syntax
//[e2021]~| HELP insert whitespace here
//[e2024]~| ERROR invalid string literal
demo!(# # #);
//[e2021]~^ WARN rust_2024_guarded_string_incompatible_syntax
//[e2024]~| ERROR reserved multi-hash token is forbidden
//[e2024]~| ERROR unexpected end of macro invocation
