//@ variant-of: static-mut-references.md#block-1
//@ claim: "The `static_mut_refs` lint detects taking a reference to a `static mut`. In the 2024 Edition, this lint is now `deny` by default"
//@ note: "the block's statements in `main`: one diagnostic per reference (the tuple line takes two), a warning in 2021 (the lint is warn-by-default there since it exists) and an error in 2024"
//@[e2021] check-pass
//@[e2021] holds-since: 1.77 "no static_mut_refs lint on 1.63; the lint was added in 1.77 (RELEASES.md 1.77.0 Language: Add lint static_mut_refs to warn on references to mutable statics, rust-lang/rust#117556, which lints &X, &mut X and ref bindings; renamed from static_mut_ref by #121034 before 1.77 shipped); bisected with edrift bisect over rustup 1.76.0 and 1.77.0: no warning on 1.76.0, the warning on 1.77.0; holds on 1.85"
fn main() {
    static mut X: i32 = 23;
    static mut Y: i32 = 24;

    unsafe {
        let y = &X;             // ERROR: shared reference to mutable static
        //[e2021]~^ WARN static_mut_refs
        //[e2024]~| ERROR static_mut_refs
        let ref x = X;          // ERROR: shared reference to mutable static
        //[e2021]~^ WARN static_mut_refs
        //[e2024]~| ERROR static_mut_refs
        let (x, y) = (&X, &Y);  // ERROR: shared reference to mutable static
        //[e2021]~^ WARN static_mut_refs
        //[e2021]~| WARN static_mut_refs
        //[e2024]~| ERROR static_mut_refs
        //[e2024]~| ERROR static_mut_refs
    }
}
