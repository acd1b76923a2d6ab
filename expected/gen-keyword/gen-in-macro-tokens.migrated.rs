macro_rules! takes_ident {
    ($i:ident) => {
        stringify!($i)
    };
}

macro_rules! takes_literal_gen {
    (r#gen) => {
    //[e2021]~^ WARN keyword_idents_2024
        "literal gen"
    };
}

pub fn uses() -> (&'static str, &'static str) {
    let a = takes_ident!(r#gen);
    //[e2021]~^ WARN keyword_idents_2024
    let b = takes_literal_gen!(r#gen);
    //[e2021]~^ WARN keyword_idents_2024
    (a, b)
}
