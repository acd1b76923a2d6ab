//@ compile-flags: -D function_casts_as_integer
//@ claim: "with the lint denied, a direct cast of a function item into an integer is rejected in every edition"
//@ note: "before 1.93 the flag names an unknown lint: the cast compiles and the ERROR claim fails (drift)"
fn foo() {}

pub fn direct() -> usize {
    foo as usize
    //~^ ERROR function_casts_as_integer
}
