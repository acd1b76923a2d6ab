pub union U {
    a: u32,
    b: f32,
}

static mut COUNTER: u32 = 0;

pub unsafe fn ops(p: *const u32, u: U) -> u32 { unsafe {
    let x = *p;
    //[e2024]~^ WARN dereference of raw pointer is unsafe and requires unsafe block
    let y = COUNTER;
    //[e2024]~^ WARN use of mutable static is unsafe and requires unsafe block
    let z = u.a;
    //[e2024]~^ WARN access to union field is unsafe and requires unsafe block
    x + y + z
}}
