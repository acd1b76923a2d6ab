//@ claim: "casting a function item or a function pointer to an integer is not a hard error in any edition: the proposal to forbid it in 2024 (rust-lang/rfcs#3526) was not accepted"
//@ note: "no annotation on purpose: the warn-by-default function_casts_as_integer lint appears in the expectation of lanes that have it (1.93 and later) and not before, which is the drift to see"
fn foo() {}

pub fn casts() -> [usize; 5] {
    let direct = foo as usize;
    let through_ptr = foo as *const () as usize;
    let through_fn_ptr = foo as fn() as usize;
    let p: fn() = foo;
    let from_fn_ptr = p as usize;
    let truncated = foo as u8 as usize;
    [direct, through_ptr, through_fn_ptr, from_fn_ptr, truncated]
}
