//@ source: match-ergonomics.md#block-6 sha256:986392a38a51dd56b3fd1e0248c3193822bc244f9bad446278938d3ea0cf0055
//@ section: `mut` restriction
//@ claim: "the fully explicit form with `mut y` is allowed in all editions"
//@ note: "`let` statements outside any fn (the document shows them bare): `wrap: fn` compiles them as a function body"
//@ wrap: fn
let &[ref x, mut y] = &[(), ()]; // x: &(), mut y: ()
