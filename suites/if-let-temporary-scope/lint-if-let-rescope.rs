//@ compile-flags: -W if_let_rescope
//@ claim: "The if_let_rescope lint suggests a fix when ... the lint detects that a temporary value with a custom, non-trivial Drop destructor is generated from the scrutinee of the if let"
//@ note: "allow-by-default; it fires only when compiling an edition before 2024"
//@[e2021] holds-since: 1.84 "fails on 1.63: E0602 unknown lint if_let_rescope; the lint came with the if-let rescoping (rust-lang/rust#107251, feature-gated) and was stabilized for Rust 2024 by rust-lang/rust#131984 (tracking #124085); the first release where it fires here, bisected with edrift bisect over rustup 1.80.0..1.84.0: fails on 1.83.0, holds on 1.84.0; holds on 1.85"
use std::sync::RwLock;

pub fn f(value: &RwLock<Option<bool>>) {
    if let Some(x) = *value.read().unwrap() {
        //[e2021]~^ WARN if_let_rescope
        //[e2021]~| HELP a `match` with a single arm can preserve the drop order
        println!("value is {x}");
    } else {
        let mut v = value.write().unwrap();
        if v.is_none() {
            *v = Some(true);
        }
    }
}
