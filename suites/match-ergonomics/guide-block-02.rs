//@ source: match-ergonomics.md#block-2 sha256:ac5158ddee79407f9626ef22b2a5819accaba143b23c13bb3f02959cd71d5799
//@ section: Background
//@ claim: "match ergonomics: `x: &()`"
//@ note: "`let` statements outside any fn (the document shows them bare): `wrap: fn` compiles them as a function body"
//@ wrap: fn
let [[x]] = &[&mut [()]]; // x: &()
