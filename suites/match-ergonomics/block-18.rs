//@ rfc: 3627
//@ source: 3627-match-ergonomics-2024.md#block-18 sha256:61138ed3d8459e2eb3a8d406627207cfa113ffde879ad038638894c7e55ef148
//@ section: Edition 2024: `&` and `&mut` can match against inherited references
//@ claim: "All editions: `&mut` patterns against `&mut`, `&mut &mut`, `&mut &&mut` scrutinees"
//@ stale-since: 1.0 "never shipped on stable in any edition: the RFC's `&`-against-`&mut` and related rules are behind ref_pat_eat_one_layer_2024(_structural) on nightly (tracking rust-lang/rust#123076)"
//@ note: "`let` statements outside any fn (the document shows them bare): `wrap: fn` compiles them as a function body; the second example moves the inner `&mut u8` out of a `&mut` reference: E0507 on every lane, with or without the nightly feature, so this part of the block is wrong as written"
//@ wrap: fn
//! All editions

let &mut x = &mut 3;
let _: u8 = x;

let &mut x = &mut &mut 3;
let _: &mut u8 = x;

let &mut x = &mut &&mut 3;
let _: &&mut u8 = x;

//let &mut x = &&mut 3; // ERROR
