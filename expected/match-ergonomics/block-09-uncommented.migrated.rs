pub fn f() {
let &[mut a] = &[42]; //ERROR
//[e2024]~^ ERROR cannot mutably bind by value within an implicitly-borrowing pattern
}
