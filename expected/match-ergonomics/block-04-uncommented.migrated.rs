pub fn f() {
let &(ref x, mut y) = &(true, false); // ERROR
//[e2024]~^ ERROR binding modifier not allowed
}
