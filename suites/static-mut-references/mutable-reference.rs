//@ claim: "This checks for taking a shared or mutable reference to a `static mut`"
//@ note: "`&mut X` and the implicit `&mut` of a method call (`V.push(..)`)"
//@[e2021] check-pass
//@[e2021] holds-since: 1.85 "observed failing on lane 1.63 (the matrix): expected WARN `creating a mutable reference to mutable static` on line 9 (annotation at line 10), not found"
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
