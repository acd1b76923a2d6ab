//@ rfc: 3627
//@ source: 3627-match-ergonomics-2024.md#block-1 sha256:2b93dfc6ddfe1f2a13c94fe74bbbc2bfeb6d29b57bc4bef00b31e8548fa07056
//@ section: `mut` resets the binding mode
//@ claim: "`mut` resets the binding mode: `let _: (&bool, bool) = (x, y)` type-checks (before 2024); in 2024 `mut` under a non-move default binding mode is an error"
//@ note: "`let` statements outside any fn (the document shows them bare): `wrap: fn` compiles them as a function body; the 2024 error's message changed wording between 1.85 and 1.95, its primary label keeps `binding modifier not allowed`, which the annotation names"
//@ wrap: fn
let (x, mut y) = &(true, false);
//[e2024]~^ ERROR binding modifier not allowed
let _: (&bool, bool) = (x, y);
