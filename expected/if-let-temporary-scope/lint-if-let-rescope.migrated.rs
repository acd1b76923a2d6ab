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
