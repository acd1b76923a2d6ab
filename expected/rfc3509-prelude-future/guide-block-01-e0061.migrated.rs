trait MyPoller {
    fn poll(&self) {
        println!("polling");
    }
}

impl<T> MyPoller for T {}

fn main() {
    MyPoller::poll(&core::pin::pin!(async {}));
    //[e2024]~^ ERROR E0061
}
