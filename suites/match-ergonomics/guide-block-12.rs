//@ source: match-ergonomics.md#block-12 sha256:59cc532fe9cea1f61c73642d96e2f6045f9cd837d94a4fcc65cc9e8eb8cf6587
//@ section: Migration
//@ claim: "the migrated, fully explicit patterns work in Rust 2024 and in all prior editions"
//@ note: "`let` statements outside any fn (the document shows them bare): `wrap: fn` compiles them as a function body"
//@ wrap: fn
let &[ref x, mut y] = &[(), ()];
let &[ref x] = &[()];
let &[&x, ref y] = &[&(), &()];
