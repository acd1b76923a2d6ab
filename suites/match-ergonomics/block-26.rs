//@ rfc: 3627
//@ source: 3627-match-ergonomics-2024.md#block-26 sha256:1920c1a6b643308befdbe338fdf9630b20d24b04951ce31a46c4c531991ceb47
//@ section: Patterns that work only with this rule
//@ claim: "All editions: works with or without this rule (alternatives)"
//@ stale-since: 1.0 "never shipped on stable in any edition: the RFC's `&`-against-`&mut` and related rules are behind ref_pat_eat_one_layer_2024(_structural) on nightly (tracking rust-lang/rust#123076)"
//@ note: "`let` statements outside any fn (the document shows them bare): `wrap: fn` compiles them as a function body; same 3-element pattern against a 2-tuple typo as block 25 (E0308 everywhere)"
//@ wrap: fn
//! All editions: works with or without this rule (alternatives to above)
let &(i, j, [ref s]) = &(42, &mut [String::from("🦀")]); // i: i32, j: i32, s: &String
let &(i, j, &mut [ref s]) = &(42, &mut [String::from("🦀")]); // i: i32, j: i32, s: &String
