//@ rfc: 3509
//@ variant-of: 3509-prelude-2024-future.md#block-3
//@ claim: "The prelude in `std` re-exports the prelude in `core`. So the only change we need to make is in the prelude in `core`, changing it to both include `Future` and `IntoFuture`"
//@ note: "the block's module, verbatim, inside a crate that provides the `crate::future` and `super::rust_2021` it refers to; a glob import of it then makes both traits nameable and usable, in both editions"
//@ min-rust: 1.64
//@ note: "min-rust 1.64: `IntoFuture` was stabilized in Rust 1.64"
mod future {
    pub use std::future::{Future, IntoFuture};
}
mod rust_2021 {
    pub use std::prelude::rust_2021::*;
}

// core::prelude::rust_2024
mod rust_2024 {
    pub use crate::future::Future;
    pub use crate::future::IntoFuture;
    pub use super::rust_2021::*; 
}

mod user {
    use crate::rust_2024::*;

    pub fn bridge(x: impl IntoFuture<Output = u8>) -> impl Future<Output = u8> {
        x.into_future()
    }

    pub fn still_has_2021_items() -> Option<Vec<u8>> {
        let v: Vec<u8> = core::iter::once(1).collect();
        u8::try_from(2u32).ok().map(|_| v)
    }
}
