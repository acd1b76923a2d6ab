//@ source: match-ergonomics.md#block-4 sha256:2e1d5da45a871b4eda57a5e7e539836d6a75ea3e5de8f9807aef9f7df796ac67
//@ section: Background
//@ claim: "`let [x] = &[()];` binds `&()`"
//@ note: "`let` statements outside any fn (the document shows them bare): `wrap: fn` compiles them as a function body"
//@ wrap: fn
let [x] = &[()]; // &()
