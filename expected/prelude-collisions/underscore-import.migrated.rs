mod mylib {
    pub trait Ext {
        fn into_future(self) -> &'static str
        where
            Self: Sized,
        {
            "mylib::Ext::into_future"
        }
    }
    impl<T> Ext for T {}
}

use mylib::Ext as _;

fn main() {
    let r = mylib::Ext::into_future(async {});
    //[e2021]~^ WARN rust_2024_prelude_collisions
    //[e2024]~^^ ERROR E0034
    println!("{}", r);
}
