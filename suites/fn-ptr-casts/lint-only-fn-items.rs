//@ compile-flags: -D function_casts_as_integer
//@ claim: "When casting a function item to an integer, it implicitly creates a function pointer ... By making it explicit, it improves readability"
//@ note: "the explicit forms (via `*const ()`, via `fn()`, or from a value of fn-pointer type) are not linted even when the lint is denied; on lanes without the lint the flag is an unknown lint (a warning)"
//@[e2021] holds-since: 1.85 "1.63 makes the unknown command-line lint -D function_casts_as_integer an error (E0602), 1.85 only warns (warning[E0602]) so check-pass holds before the lint exists (1.93); the release in which an unknown command-line lint became a warning is not yet bisected"
fn foo() {}

pub fn explicit() -> [usize; 3] {
    let p: fn() = foo;
    [foo as *const () as usize, foo as fn() as usize, p as usize]
}

pub fn to_raw_pointer() -> *const () {
    foo as *const ()
}
