//@ rfc: 3513
//@ claim: "Starting in the 2024 edition, `gen` is a keyword that cannot be used for naming any items or bindings. This means during the migration to the 2024 edition, all variables, functions, modules, types, etc. named `gen` must be renamed or be referred to via `r#gen`"
//@[e2021] check-pass
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
