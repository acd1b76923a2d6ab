pub fn f() {
let &[ref x, mut y] = &[(), ()]; // x: &(), mut y: ()
//[e2024]~^ ERROR cannot mutably bind by value within an implicitly-borrowing pattern

}
