mod r#gen {
    //[e2024]~^ ERROR expected identifier, found reserved keyword `gen`
    pub fn f() {}
}

struct Fields {
    r#gen: u8,
    //[e2024]~^ ERROR expected identifier, found reserved keyword `gen`
}

struct Rng;

impl Rng {
    fn r#gen(&self) -> u8 {
        //[e2024]~^ ERROR expected identifier, found reserved keyword `gen`
        4
    }
}

pub fn uses() {
    let r#gen = 1;
    //[e2024]~^ ERROR expected identifier, found reserved keyword `gen`
    let f = Fields { r#gen: 2 };
    //[e2024]~^ ERROR expected identifier, found reserved keyword `gen`
    let Fields { r#gen: g } = f;
    //[e2024]~^ ERROR expected identifier, found reserved keyword `gen`
    let r = Rng.r#gen();
    //[e2024]~^ ERROR expected identifier, found reserved keyword `gen`
}
