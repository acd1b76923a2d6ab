pub fn f() {
let &[&x, ref y] = &[&(), &()]; // x: (), y: &&()
//[e2024]~^ ERROR cannot explicitly dereference within an implicitly-borrowing pattern

}
