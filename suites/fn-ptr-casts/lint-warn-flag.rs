//@ compile-flags: -W function_casts_as_integer
//@ claim: "`-W function_casts_as_integer` reports direct casts of function items, including methods and constructors, in every edition"
//@ note: "on lanes before 1.93 the flag gives `unknown lint: function_casts_as_integer` instead (drift)"
//@[e2021] holds-since: 1.95 "observed failing on lane 1.63, 1.85 (the matrix): `check-pass` claimed, but the compiler rejected it"
//@[e2024] holds-since: 1.95 "observed failing on lane 1.85 (the matrix): expected WARN `function_casts_as_integer` on line 13 (annotation at line 14), not found"
struct S;

impl S {
    fn method() {}
}

struct Tuple(u8);

pub fn casts() -> [usize; 3] {
    let a = S::method as usize;
    //~^ WARN function_casts_as_integer
    let b = Tuple as usize;
    //~^ WARN function_casts_as_integer
    let c = Some::<u8> as usize;
    //~^ WARN function_casts_as_integer
    [a, b, c]
}
