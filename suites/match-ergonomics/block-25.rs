//@ rfc: 3627
//@ source: 3627-match-ergonomics-2024.md#block-25 sha256:ab8039cec033f52e36b41544f783966da5352354334244cb6154592ceab42ec4
//@ section: Patterns that work only with this rule
//@ verbatim: block-25-typo-fixed.rs
//@ note: "`let` statements outside any fn (the document shows them bare): `wrap: fn` compiles them as a function body. The block has a typo that no compiler can accept in any edition or configuration, stable or with the unstable rules: a 3-element tuple pattern against a 2-tuple (E0308), so its cells say nothing of the rule; block-25-typo-fixed.rs (stable) and block-25-typo-fixed-nightly.rs (the unstable rules) test it with the tuple fixed"
//@ wrap: fn
//! Edition ≥ 2024: works with or without this rule (alternative to above)
let (&i, &j, [s]) = &(42, &mut [String::from("🦀")]); // i: i32, j: i32, s: &String
