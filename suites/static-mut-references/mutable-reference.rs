//@ claim: "This checks for taking a shared or mutable reference to a `static mut`"
//@ note: "`&mut X` and the implicit `&mut` of a method call (`V.push(..)`)"
//@[e2021] check-pass
//@[e2021] holds-since: 1.83 "no static_mut_refs lint on 1.63; the lint came in 1.77 (RELEASES.md 1.77.0 Language, rust-lang/rust#117556) for explicit references only; V.push(1) is an implicit &mut, linted since rust-lang/rust#124895 (Disallow hidden references to mutable static), whose tests already use this wording (creating a mutable reference to mutable static is discouraged), merged about 2024-09-20 (edition-guide#322 and downstream nightly CI fixes follow it on 2024-09-21), so nightly 1.83; holds on 1.85"
static mut X: i32 = 0;
static mut V: Vec<i32> = Vec::new();

pub fn touch() {
    unsafe {
        let r = &mut X;
        //[e2021]~^ WARN creating a mutable reference to mutable static
        //[e2024]~| ERROR creating a mutable reference to mutable static
        *r += 1;
        V.push(1);
        //[e2021]~^ WARN creating a mutable reference to mutable static
        //[e2024]~| ERROR creating a mutable reference to mutable static
    }
}
