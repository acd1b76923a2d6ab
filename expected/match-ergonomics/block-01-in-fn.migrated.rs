pub fn f() {
let &(ref x, mut y) = &(true, false);
//[e2024]~^ ERROR cannot mutably bind by value within an implicitly-borrowing pattern
let _: (&bool, bool) = (x, y);

}
