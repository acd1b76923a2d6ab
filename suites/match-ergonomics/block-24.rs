//@ rfc: 3627
//@ source: 3627-match-ergonomics-2024.md#block-24 sha256:bb7835b51f53a01229af42e0c015e9acbf244e1aee3aa3d86ce4913af3d1ce6c
//@ section: Patterns that work only with this rule
//@ claim: "All editions: works only with this rule: `let &(i, j, [s]) = &(63, 42, &mut [..]);`"
//@ stale-since: 1.0 "never shipped on stable in any edition: the RFC's `&`-against-`&mut` and related rules are behind ref_pat_eat_one_layer_2024(_structural) on nightly (tracking rust-lang/rust#123076)"
//@ note: "`let` statements outside any fn (the document shows them bare): `wrap: fn` compiles them as a function body"
//@ wrap: fn
//! All editions: works only with this rule
let &(i, j, [s]) = &(63, 42, &mut [String::from("🦀")]); // i: i32, j: i32, s: &String
