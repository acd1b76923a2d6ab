//@ claim: "a closure is not a function item: casting it straight to an integer is an error (E0605), in every edition; through `fn()` it is allowed and not linted"
//@ compile-flags: -W function_casts_as_integer
//@[e2021] holds-since: 1.85 "1.63 makes the unknown command-line lint -W function_casts_as_integer an error (E0602), 1.85 only warns (warning[E0602]) and the claimed E0605 is then the only error; the release in which an unknown command-line lint became a warning is not yet bisected"
pub fn direct() -> usize {
    (|| ()) as usize
    //~^ ERROR E0605
}

pub fn through_fn_pointer() -> usize {
    (|| ()) as fn() as usize
}
