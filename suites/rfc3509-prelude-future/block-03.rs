//@ rfc: 3509
//@ source: 3509-prelude-2024-future.md#block-3 sha256:77d1c3b053d153070aa10cf8d1d04ab09c882d1df3b259f25c5d8a55de3f49e3
//@ section: Reference-level explanation
//@ verbatim: block-03-mock.rs
//@ note: "the block is an excerpt of `core`: outside `core` the paths `crate::future` and `super::rust_2021` do not resolve (E0432 x3); see block-03-mock.rs and block-03-std-prelude.rs"
// core::prelude::rust_2024
mod rust_2024 {
    pub use crate::future::Future;
    pub use crate::future::IntoFuture;
    pub use super::rust_2021::*; 
}
