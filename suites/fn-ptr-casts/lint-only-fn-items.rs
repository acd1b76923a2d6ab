//@ compile-flags: -D function_casts_as_integer
//@ claim: "When casting a function item to an integer, it implicitly creates a function pointer ... By making it explicit, it improves readability"
//@ note: "the explicit forms (via `*const ()`, via `fn()`, or from a value of fn-pointer type) are not linted even when the lint is denied; on lanes without the lint the flag is an unknown lint (a warning)"
//@[e2021] holds-since: 1.85 "observed failing on lane 1.63 (the matrix): `check-pass` claimed, but the compiler rejected it"
fn foo() {}

pub fn explicit() -> [usize; 3] {
    let p: fn() = foo;
    [foo as *const () as usize, foo as fn() as usize, p as usize]
}

pub fn to_raw_pointer() -> *const () {
    foo as *const ()
}
