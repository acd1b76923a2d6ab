// Starting with 2024
use std::sync::RwLock;

fn f(value: &RwLock<Option<bool>>) {
    match *value.read().unwrap() { Some(x) => {
        println!("value is {x}");
    } _ => {
        let mut v = value.write().unwrap();
        if v.is_none() {
            *v = Some(true);
        }
    }}
}
