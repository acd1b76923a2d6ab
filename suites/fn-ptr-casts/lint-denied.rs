//@ compile-flags: -D function_casts_as_integer
//@ claim: "with the lint denied, a direct cast of a function item into an integer is rejected in every edition"
//@ note: "before 1.93 the flag names an unknown lint: the cast compiles and the ERROR claim fails (drift)"
//@[e2021] holds-since: 1.95 "observed failing on lane 1.63, 1.85 (the matrix): expected ERROR `function_casts_as_integer` on line 7 (annotation at line 8), not found"
//@[e2024] holds-since: 1.95 "observed failing on lane 1.85 (the matrix): `check-fail` claimed, but the compiler accepted it"
fn foo() {}

pub fn direct() -> usize {
    foo as usize
    //~^ ERROR function_casts_as_integer
}
