trait MyPoller {
    fn poll(self) where Self: Sized {
        println!("polling");
    }
}

impl<T> MyPoller for T {}

fn main() {
    MyPoller::poll(core::pin::pin!(async {}));
    //[e2024]~^ ERROR E0034
}
