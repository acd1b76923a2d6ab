//@ compile-flags: -D function_casts_as_integer
//@ claim: "with the lint denied, a direct cast of a function item into an integer is rejected in every edition"
//@ note: "before 1.93 the flag names an unknown lint: the cast compiles and the ERROR claim fails (drift)"
//@[e2021] holds-since: 1.93 "function_casts_as_integer is unknown before 1.93 (E0602 on 1.63 and 1.85); the warn-by-default lint was added in 1.93 (RELEASES.md 1.93.0 Language: Add warn-by-default function_casts_as_integer lint, rust-lang/rust#141470); holds on 1.95"
//@[e2024] holds-since: 1.93 "function_casts_as_integer is unknown before 1.93 (E0602 on 1.63 and 1.85); the warn-by-default lint was added in 1.93 (RELEASES.md 1.93.0 Language: Add warn-by-default function_casts_as_integer lint, rust-lang/rust#141470); holds on 1.95"
fn foo() {}

pub fn direct() -> usize {
    foo as usize
    //~^ ERROR function_casts_as_integer
}
