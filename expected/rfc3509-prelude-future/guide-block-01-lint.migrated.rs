trait MyPoller {
    // This name is the same as the `poll` method on the `Future` trait from `std`.
    fn poll(&self) {
        println!("polling");
    }
}

impl<T> MyPoller for T {}

fn main() {
    MyPoller::poll(&core::pin::pin!(async {}));
    //~^ WARN rust_2024_prelude_collisions
}
