//@ claim: "The function_casts_as_integer lint detects cases where a function item is cast to an integer (warn-by-default)"
//@ note: "lint added by rust-lang/rust#141470, reported downstream as new in 1.93; lanes without it miss the WARN (drift, left visible)"
//@[e2021] holds-since: 1.93 "function_casts_as_integer is unknown before 1.93 (E0602 on 1.63 and 1.85); the warn-by-default lint was added in 1.93 (RELEASES.md 1.93.0 Language: Add warn-by-default function_casts_as_integer lint, rust-lang/rust#141470); holds on 1.95"
//@[e2024] holds-since: 1.93 "function_casts_as_integer is unknown before 1.93 (E0602 on 1.63 and 1.85); the warn-by-default lint was added in 1.93 (RELEASES.md 1.93.0 Language: Add warn-by-default function_casts_as_integer lint, rust-lang/rust#141470); holds on 1.95"
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
