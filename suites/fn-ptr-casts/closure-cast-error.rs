//@ claim: "a closure is not a function item: casting it straight to an integer is an error (E0605), in every edition; through `fn()` it is allowed and not linted"
//@ compile-flags: -W function_casts_as_integer
//@[e2021] holds-since: 1.85 "observed failing on lane 1.63 (the matrix): unexpected error[E0602] on line 1: unknown lint: `function_casts_as_integer`"
pub fn direct() -> usize {
    (|| ()) as usize
    //~^ ERROR E0605
}

pub fn through_fn_pointer() -> usize {
    (|| ()) as fn() as usize
}
