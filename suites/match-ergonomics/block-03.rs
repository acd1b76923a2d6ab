//@ rfc: 3627
//@ source: 3627-match-ergonomics-2024.md#block-3 sha256:d37c68914cf6a34c8cc72ff73d328da972b55874149dc055e71e65afbc4a4291
//@ section: A single `&` can strip two references
//@ claim: "A single `&` can strip two references: `let [&a] = &[&42]; // a = 42` (before 2024); in 2024 a reference pattern under a non-move default binding mode is an error"
//@ note: "`let` statements outside any fn (the document shows them bare): `wrap: fn` compiles them as a function body; the 2024 error's message changed wording between 1.85 and 1.95, its primary label keeps `reference pattern not allowed`, which the annotation names"
//@ wrap: fn
let [a] = &[&42]; // a = &&42
let [&a] = &[&42]; // a = 42
//[e2024]~^ ERROR reference pattern not allowed
