//@ rfc: 3627
//@ variant-of: 3627-match-ergonomics-2024.md#block-1
//@ claim: "`mut` resets the binding mode: `let _: (&bool, bool) = (x, y)` type-checks (before 2024); in 2024 `mut` under a non-move default binding mode is an error"
//@ note: "the block inside a fn (its `//!` edition lines as plain comments)"
pub fn f() {
let (x, mut y) = &(true, false);
//[e2024]~^ ERROR binding modifier not allowed
let _: (&bool, bool) = (x, y);

}
