//@ rfc: 3627
//@ source: 3627-match-ergonomics-2024.md#block-19 sha256:c2969422b0d2b34b55882096ff2112dad0ae81753761c38d67f0257bc83b6b0d
//@ section: All editions: the default binding mode is never set to `ref mut` behind an `&` pattern or reference
//@ claim: "All editions (new): the default binding mode is never set to `ref mut` behind an `&` pattern: `a: &u8`"
//@ stale-since: 1.0 "never shipped on stable in any edition: the RFC's `&`-against-`&mut` and related rules are behind ref_pat_eat_one_layer_2024(_structural) on nightly (tracking rust-lang/rust#123076)"
//@ note: "`let` statements outside any fn (the document shows them bare): `wrap: fn` compiles them as a function body"
//@ wrap: fn
//! All editions (new)

let &[[a]] = &[&mut [42]];
let _: &u8 = a; // previously `a` would be `&mut u8`, resulting in a move check error

let &[[a]] = &mut [&mut [42]];
let _: &u8 = a;
