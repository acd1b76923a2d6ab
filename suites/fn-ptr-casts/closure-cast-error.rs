//@ claim: "a closure is not a function item: casting it straight to an integer is an error (E0605), in every edition; through `fn()` it is allowed and not linted"
//@ compile-flags: -W function_casts_as_integer
//@[e2021] holds-since: 1.74 "1.63 makes the unknown command-line lint -W function_casts_as_integer an error (E0602); an unknown lint given on the command line became a warning under unknown_lints instead of error E0602 with rust-lang/rust#115387 (MCP compiler-team#667, r+ 2023-09-11, nightly 1.74), so the claimed E0605 is then the only error (the lint itself exists from 1.93); holds on 1.85"
pub fn direct() -> usize {
    (|| ()) as usize
    //~^ ERROR E0605
}

pub fn through_fn_pointer() -> usize {
    (|| ()) as fn() as usize
}
