//@ compile-flags: -D function_casts_as_integer
//@ claim: "When casting a function item to an integer, it implicitly creates a function pointer ... By making it explicit, it improves readability"
//@ note: "the explicit forms (via `*const ()`, via `fn()`, or from a value of fn-pointer type) are not linted even when the lint is denied; on lanes without the lint the flag is an unknown lint (a warning)"
//@[e2021] holds-since: 1.74 "1.63 makes the unknown command-line lint -D function_casts_as_integer an error (E0602); an unknown lint given on the command line became a warning under unknown_lints instead of error E0602 with rust-lang/rust#115387 (MCP compiler-team#667, r+ 2023-09-11, nightly 1.74), so check-pass holds, vacuously until the lint exists (1.93, RELEASES.md 1.93.0 Language); holds on 1.85"
fn foo() {}

pub fn explicit() -> [usize; 3] {
    let p: fn() = foo;
    [foo as *const () as usize, foo as fn() as usize, p as usize]
}

pub fn to_raw_pointer() -> *const () {
    foo as *const ()
}
