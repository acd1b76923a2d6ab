//@ compile-flags: -W function_casts_as_integer
//@ claim: "`-W function_casts_as_integer` reports direct casts of function items, including methods and constructors, in every edition"
//@ note: "on lanes before 1.93 the flag gives `unknown lint: function_casts_as_integer` instead (drift)"
//@[e2021] holds-since: 1.93 "function_casts_as_integer is unknown before 1.93 (E0602 on 1.63 and 1.85); the warn-by-default lint was added in 1.93 (RELEASES.md 1.93.0 Language: Add warn-by-default function_casts_as_integer lint, rust-lang/rust#141470); holds on 1.95"
//@[e2024] holds-since: 1.93 "function_casts_as_integer is unknown before 1.93 (E0602 on 1.63 and 1.85); the warn-by-default lint was added in 1.93 (RELEASES.md 1.93.0 Language: Add warn-by-default function_casts_as_integer lint, rust-lang/rust#141470); holds on 1.95"
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
