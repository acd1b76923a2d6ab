//@ source: match-ergonomics.md#block-10 sha256:99906d32f34e2d3fb7f84b02519ea448a0474a98878c3cc12be2e037d87a3103
//@ section: Reference patterns restriction
//@ claim: "fully explicit form with `&x` and `ref y`"
//@ note: "`let` statements outside any fn (the document shows them bare): `wrap: fn` compiles them as a function body"
//@ wrap: fn
let &[&x, ref y] = &[&(), &()];
