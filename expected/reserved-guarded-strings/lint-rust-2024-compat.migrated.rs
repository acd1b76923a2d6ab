macro_rules! demo {
    ( $a:tt ) => {};
    ( $a:tt $b:tt $c:tt ) => {};
}

demo!(# "foo"#);
//~^ WARN rust_2024_guarded_string_incompatible_syntax
