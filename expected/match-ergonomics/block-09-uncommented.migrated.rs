pub fn f() {
let &[mut a] = &[42]; //ERROR
//[e2024]~^ ERROR binding modifier not allowed
}
