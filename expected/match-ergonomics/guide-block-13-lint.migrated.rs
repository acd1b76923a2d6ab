// Add this to the root of your crate to do a manual migration.
#![warn(rust_2024_incompatible_pat)]

pub fn f() {
    let &[ref x, mut y] = &[(), ()];
    //[e2021]~^ WARN rust_2024_incompatible_pat
    //[e2024]~| ERROR binding modifier not allowed
    let _ = (x, &mut y);
}
