//@ claim: "This checks for taking a shared or mutable reference to a `static mut`"
//@ note: "`&mut X` and the implicit `&mut` of a method call (`V.push(..)`)"
//@[e2021] check-pass
//@[e2021] holds-since: 1.85 "no static_mut_refs lint on 1.63; the lint exists from 1.77 (RELEASES.md 1.77.0, rust-lang/rust#117556) but this claim matches its wording (creating a mutable reference to mutable static), and the release that first words it so is not yet bisected; holds on 1.85"
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
