pub fn pick<'r#gen>(x: &'r#gen u8) -> &'r#gen u8 {
    //[e2024]~^ ERROR lifetimes cannot use keyword names
    //[e2024]~| ERROR lifetimes cannot use keyword names
    //[e2024]~| ERROR lifetimes cannot use keyword names
    x
}
