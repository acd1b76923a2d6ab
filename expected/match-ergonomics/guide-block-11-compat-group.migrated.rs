pub fn f() {
let &[ref x, mut y] = &[(), ()];
//~^ WARN rust_2024_incompatible_pat
}
