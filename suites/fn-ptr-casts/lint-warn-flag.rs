//@ compile-flags: -W function_casts_as_integer
//@ claim: "`-W function_casts_as_integer` reports direct casts of function items, including methods and constructors, in every edition"
//@ note: "on lanes before 1.93 the flag gives `unknown lint: function_casts_as_integer` instead (drift)"
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
