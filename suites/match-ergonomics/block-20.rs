//@ rfc: 3627
//@ source: 3627-match-ergonomics-2024.md#block-20 sha256:67c63345abd83904956ef9a8805c66edb6365f34774129860f6cdfc0bff91de1
//@ section: All editions: the default binding mode is never set to `ref mut` behind an `&` pattern or reference
//@ claim: "Edition ≥ 2024: `let &[[&a]] = &[&mut [42]];` with `a: u8`"
//@[e2024] stale-since: 1.85 "the 2024 edition shipped only the reservations (`mut`, `ref`, `&` under a non-move default binding mode are errors); the RFC's `&`-pattern rules are unstable, behind ref_pat_eat_one_layer_2024(_structural) on nightly (tracking rust-lang/rust#123076)"
//@ note: "`let` statements outside any fn (the document shows them bare): `wrap: fn` compiles them as a function body"
//@ wrap: fn
//! Edition ≥ 2024

let &[[&a]] = &[&mut [42]];
//[e2021]~^ ERROR E0308
let _: u8 = a;

//let &[[&mut a]] = &[&mut [42]]; // ERROR
