//@ source: match-ergonomics.md#block-3 sha256:052684a70613aa948c039e5c1780a3cc91895f4d206a3e947b8dd36ad21407e9
//@ section: Background
//@ claim: "`let ref x = ();` binds `&()`"
//@ note: "`let` statements outside any fn (the document shows them bare): `wrap: fn` compiles them as a function body"
//@ wrap: fn
let ref x = (); // &()
