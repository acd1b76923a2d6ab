//@ rfc: 3513
//@ variant-of: 3513-gen-blocks.md#block-8
//@ claim: "In Rust, `async` blocks are built on top of the coroutine transformation. Using a no-op `Waker`, it's possible to expose this transformation. With that, we can build generators"
//@ note: "the block's statements, verbatim, in `main`, after a small `Gen`/`Yielder` written for this suite (a no-op waker polls the future; each `yield` parks a value and returns `Pending` once). Stable Rust, both editions"
//@ min-rust: 1.85
//@ note: "min-rust 1.85: async closures (`async move |mut y| ..`) and `Waker::noop` were stabilized in Rust 1.85"
//@ run-pass
use std::cell::Cell;
use std::future::Future;
use std::pin::{pin, Pin};
use std::rc::Rc;
use std::task::{Context, Poll, Waker};

pub struct Yielder<T> {
    slot: Rc<Cell<Option<T>>>,
}

impl<T> Yielder<T> {
    pub fn r#yield(&mut self, value: T) -> YieldOnce {
        self.slot.set(Some(value));
        YieldOnce { yielded: false }
    }
}

pub struct YieldOnce {
    yielded: bool,
}

impl Future for YieldOnce {
    type Output = ();
    fn poll(mut self: Pin<&mut Self>, _: &mut Context<'_>) -> Poll<()> {
        if self.yielded {
            Poll::Ready(())
        } else {
            self.yielded = true;
            Poll::Pending
        }
    }
}

pub struct Gen<T, F, Fut> {
    slot: Rc<Cell<Option<T>>>,
    start: Option<F>,
    fut: Option<Fut>,
}

impl<T, F, Fut> Gen<T, F, Fut>
where
    F: FnOnce(Yielder<T>) -> Fut,
    Fut: Future<Output = ()>,
{
    pub fn new(f: F) -> Self {
        Gen { slot: Rc::new(Cell::new(None)), start: Some(f), fut: None }
    }

    pub fn init(self: Pin<&mut Self>) -> GenIter<'_, T, Fut> {
        // SAFETY: `fut` is never moved once it is stored, and `self` is pinned.
        let this = unsafe { self.get_unchecked_mut() };
        let start = this.start.take().expect("init called twice");
        this.fut = Some(start(Yielder { slot: this.slot.clone() }));
        let fut = unsafe { Pin::new_unchecked(this.fut.as_mut().unwrap()) };
        GenIter { slot: this.slot.clone(), fut, done: false }
    }
}

pub struct GenIter<'a, T, Fut> {
    slot: Rc<Cell<Option<T>>>,
    fut: Pin<&'a mut Fut>,
    done: bool,
}

impl<'a, T, Fut: Future<Output = ()>> Iterator for GenIter<'a, T, Fut> {
    type Item = T;
    fn next(&mut self) -> Option<T> {
        if self.done {
            return None;
        }
        let mut cx = Context::from_waker(Waker::noop());
        match self.fut.as_mut().poll(&mut cx) {
            Poll::Ready(()) => {
                self.done = true;
                None
            }
            Poll::Pending => self.slot.take(),
        }
    }
}

fn main() {
let odd_dup = |xs| {
    Gen::new(async move |mut y| {
        for x in xs {
            if x % 2 == 1 {
                y.r#yield(x * 2).await;
            }
        }
    })
};

let odd_dup = pin!(odd_dup(1u8..20));
let odd_dup = odd_dup.init();

for (i, x) in odd_dup.enumerate() {
    assert_eq!((i as u8 * 2 + 1) * 2, x);
}
    let again = pin!(Gen::new(async move |mut y: Yielder<u8>| {
        for x in 1u8..20 {
            if x % 2 == 1 {
                y.r#yield(x * 2).await;
            }
        }
    }));
    println!("{:?}", again.init().collect::<Vec<u8>>());
}
