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
