//@ rfc: 3593
//@ edition: 2024
//@ claim: "suggested error message template: error: invalid string literal; help: try using whitespace here; note: unprefixed guarded string literals are reserved for future use"
//@ note: "the RFC template block is untagged and not extracted as Rust; this checks its message and note; the help text differs from the template (rustc: consider inserting whitespace here, suggesting `# 'qux'#`; template: try using whitespace here, suggesting `# 'qux' #`)"
macro_rules! foo {
    ($($t:tt)*) => {};
}

foo!(#"qux"#);
//~^ ERROR invalid string literal
//~| NOTE unprefixed guarded string literals are reserved for future use
//~| HELP consider inserting whitespace here
