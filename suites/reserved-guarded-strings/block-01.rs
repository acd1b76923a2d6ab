//@ rfc: 3593
//@ source: 3593-unprefixed-guarded-strings.md#block-1 sha256:dc76163d1b8a7206009f5f7d399a019292f6766573b2f922b84d51280464e4a5
//@ section: Motivation
//@ claim: "Beginning with the 2024 edition, reserve the syntax of unprefixed guarded strings (the last line of the block)"
//@ note: "statements outside any fn: the raw block does not parse in either edition; in 2024 the lexer already rejects the unprefixed guarded string on the last line (a tokenization error, reported before parsing)"
//~vv ERROR expected item
// Basic string literal
"bar";
// Prefixed string literal
r"foo";
// Prefixed guarded string literal
r#"foo"#;
// Unprefixed guarded string literal
#"foo"#; // not yet reserved
//[e2024]~^ ERROR invalid string literal
