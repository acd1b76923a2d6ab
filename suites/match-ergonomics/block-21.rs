//@ rfc: 3627
//@ source: 3627-match-ergonomics-2024.md#block-21 sha256:ebd6ee2ee0c634be0222683dca4734fc93cc7e394568df808182494bcbdd3f91
//@ section: Migration
//@ claim: "`a` is `u8` on edition ≤ 2021, but `&u8` on edition ≥ 2024 (the patterns are accepted in 2024 with new meanings)"
//@[e2024] stale-since: 1.85 "the 2024 edition shipped only the reservations (`mut`, `ref`, `&` under a non-move default binding mode are errors); the RFC's `&`-pattern rules are unstable, behind ref_pat_eat_one_layer_2024(_structural) on nightly (tracking rust-lang/rust#123076)"
//@ note: "`let` statements outside any fn (the document shows them bare): `wrap: fn` compiles them as a function body; in 2024 both patterns are rejected instead of changing meaning"
//@ wrap: fn
let [&a] = &[&0u8]; // `a` is `u8` on edition ≤ 2021, but `&u8` on edition ≥ 2024
let [mut a] = &[0u8]; // `a` is `u8` on edition ≤ 2021, but `&u8` on edition ≥ 2024
