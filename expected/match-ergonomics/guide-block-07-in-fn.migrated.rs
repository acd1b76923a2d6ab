pub fn f() {
let [x] = &[()]; // x: &()
//[e2024]~^ ERROR cannot explicitly borrow within an implicitly-borrowing pattern

}
