//@ claim: "The function_casts_as_integer lint detects cases where a function item is cast to an integer (warn-by-default)"
//@ note: "lint added by rust-lang/rust#141470, reported downstream as new in 1.93; lanes without it miss the WARN (drift, left visible)"
//@[e2021] holds-since: 1.95 "observed failing on lane 1.63, 1.85 (the matrix): expected WARN `function_casts_as_integer` on line 6 (annotation at line 7), not found"
//@[e2024] holds-since: 1.95 "observed failing on lane 1.85 (the matrix): expected WARN `function_casts_as_integer` on line 6 (annotation at line 7), not found"
fn foo() {}

pub fn direct() -> usize {
    foo as usize
    //~^ WARN function_casts_as_integer
    //~| HELP first cast to a pointer `as *const ()`
}

pub fn truncating() -> u8 {
    foo as u8
    //~^ WARN direct cast of function item into an integer
}
