//@ compile-flags: -W if_let_rescope
//@ claim: "The if_let_rescope lint suggests a fix when ... the lint detects that a temporary value with a custom, non-trivial Drop destructor is generated from the scrutinee of the if let"
//@ note: "allow-by-default; it fires only when compiling an edition before 2024"
//@[e2021] holds-since: 1.85 "observed failing on lane 1.63 (the matrix): `check-pass` claimed, but the compiler rejected it"
use std::sync::RwLock;

pub fn f(value: &RwLock<Option<bool>>) {
    match *value.read().unwrap() { Some(x) => {
        //[e2021]~^ WARN if_let_rescope
        //[e2021]~| HELP a `match` with a single arm can preserve the drop order
        println!("value is {x}");
    } _ => {
        let mut v = value.write().unwrap();
        if v.is_none() {
            *v = Some(true);
        }
    }}
}
