trait MyPoller {
    fn poll(&self) {
        println!("polling");
    }
}

impl<T> MyPoller for T {}

fn main() {
    MyPoller::poll(&core::pin::pin!(async {}));
    //~^ WARN rust_2024_prelude_collisions
}
