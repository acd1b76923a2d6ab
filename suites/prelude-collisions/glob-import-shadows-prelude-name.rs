//@ claim: "if you have a crate or module called `example` containing a `pub struct Option;`, then `use example::*;` will make `Option` unambiguously refer to the one from `example`; not the one from the standard library"
//@ note: "edition guide, prelude chapter, Details. The same holds for a glob-imported trait named `Future`: in Rust 2024 the name refers to the imported trait, not to the new prelude entry"
//@ run-pass
mod example {
    pub struct Option;

    pub trait Future {
        fn describe(&self) -> &'static str {
            "example::Future"
        }
    }

    impl Future for Option {}
}

use example::*;

fn describe_name(x: &dyn Future) -> &'static str {
    x.describe()
}

fn main() {
    let o: Option = Option;
    println!("{}", std::any::type_name::<Option>());
    println!("{}", describe_name(&o));
}
